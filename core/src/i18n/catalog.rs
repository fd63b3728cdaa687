//! The text catalog: every message key of the core with its English, Hindi and
//! Bengali text. This file is the single source of the phone resource files
//! (`i18n::export`; regenerate with `cargo run -p ludo-core --example gen_strings`)
//! and of the terminal's texts ([`super::localize`]).
//!
//! Each entry: a doc comment (the translator's note: where the text appears and
//! what the placeholders are), the variant name, the key id (dotted; Android's
//! resource name replaces the dots with `_`), the declared arguments with their kind
//! (`Text`: a word or nested message, `Int`: a number), and the three texts. A text
//! is either a string with `{name}` placeholders or a plural
//! `{ n; one: "...", other: "..." }` chosen by the number argument `n` (CLDR: English
//! "one" is 1; Hindi and Bengali "one" is 0 and 1). Every form of every language uses
//! exactly the declared placeholders (a test checks it). No `%`, `{` or `}` other
//! than placeholders, no leading or trailing spaces except in the list separator.
//!
//! Terms (from the original Hindi and Bengali rule pages): base आधार / ঘাঁটি, start
//! शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য,
//! safe square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ,
//! token मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর,
//! capture पकड़ना / ধরা, roll फेंकना / ফেলা.

use super::Lang;

/// The kind of a message argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArgKind {
    /// Words: plain text, a nested message or a list of messages (`%s` / `%@`).
    Text,
    /// A whole number (`%d` / `%ld`); the only kind that selects a plural form.
    Int,
}

/// The text of one key in one language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Text {
    /// One form for every number.
    Plain(&'static str),
    /// A form per CLDR plural category, chosen by the `Int` argument `arg`.
    Plural {
        /// The argument that selects the form.
        arg: &'static str,
        /// The "one" form.
        one: &'static str,
        /// The "other" form.
        other: &'static str,
    },
}

impl Text {
    /// Every form of this text (one for plain texts, one then other for plurals).
    pub fn forms(&self) -> Vec<&'static str> {
        match *self {
            Text::Plain(s) => vec![s],
            Text::Plural { one, other, .. } => vec![one, other],
        }
    }
}

/// One catalog entry.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    /// The key.
    pub key: Key,
    /// The dotted id (`"event.moved"`).
    pub id: &'static str,
    /// Translator's note: where the text appears, what the placeholders are.
    pub note: &'static str,
    /// Declared arguments, in order: name and kind.
    pub args: &'static [(&'static str, ArgKind)],
    /// English.
    pub en: Text,
    /// Hindi.
    pub hi: Text,
    /// Bengali.
    pub bn: Text,
}

impl Entry {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> Text {
        match lang {
            Lang::En => self.en,
            Lang::Hi => self.hi,
            Lang::Bn => self.bn,
        }
    }

    /// The Android resource name: the id with `.` replaced by `_`.
    pub fn android_name(&self) -> String {
        self.id.replace('.', "_")
    }
}

/// A piece of a template: literal text or a `{name}` placeholder.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Literal text.
    Lit(&'a str),
    /// A placeholder's name.
    Arg(&'a str),
}

/// Splits a template into literal text and `{name}` placeholders. A `{` without a
/// closing `}` is literal text.
pub fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = vec![];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(len) = rest[open..].find('}') else {
            break;
        };
        if open > 0 {
            out.push(Piece::Lit(&rest[..open]));
        }
        out.push(Piece::Arg(&rest[open + 1..open + len]));
        rest = &rest[open + len + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Lit(rest));
    }
    out
}

macro_rules! text {
    ($s:literal) => {
        Text::Plain($s)
    };
    ({ $arg:ident; one: $one:literal, other: $other:literal $(,)? }) => {
        Text::Plural {
            arg: stringify!($arg),
            one: $one,
            other: $other,
        }
    };
}

macro_rules! catalog {
    ($(
        $(#[doc = $doc:literal])+
        $name:ident = $id:literal [$($arg:ident : $kind:ident),* $(,)?] {
            en: $en:tt,
            hi: $hi:tt,
            bn: $bn:tt $(,)?
        }
    )*) => {
        /// A message key of the catalog. Its dotted id ([`Key::id`]) is the key of
        /// the phone resources; JSON uses the id too.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Key {
            $( $(#[doc = $doc])+ $name, )*
        }

        /// Every entry, in the order of [`Key`].
        pub static ENTRIES: &[Entry] = &[
            $(Entry {
                key: Key::$name,
                id: $id,
                note: concat!($($doc),+),
                args: &[$((stringify!($arg), ArgKind::$kind)),*],
                en: text!($en),
                hi: text!($hi),
                bn: text!($bn),
            },)*
        ];
    };
}

impl Key {
    /// Every key, in catalog order.
    pub fn all() -> impl Iterator<Item = Key> {
        ENTRIES.iter().map(|e| e.key)
    }

    /// The catalog entry of this key.
    pub fn entry(self) -> &'static Entry {
        // ENTRIES lists the keys in declaration order, so the discriminant is the index.
        &ENTRIES[self as usize]
    }

    /// The dotted id, e.g. `"event.moved"`.
    pub fn id(self) -> &'static str {
        self.entry().id
    }

    /// The declared arguments: name and kind, in order.
    pub fn args(self) -> &'static [(&'static str, ArgKind)] {
        self.entry().args
    }

    /// The key with dotted id `id`, if any.
    pub fn from_id(id: &str) -> Option<Key> {
        ENTRIES.iter().find(|e| e.id == id).map(|e| e.key)
    }
}

impl serde::Serialize for Key {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for Key {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Key, D::Error> {
        let id = String::deserialize(d)?;
        Key::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown message key {id:?}")))
    }
}

catalog! {
    // ----- names -----

    /// The name of the yellow player (symbol ○), used inside other messages.
    NameYellow = "name.yellow" [] { en: "Yellow", hi: "पीला", bn: "হলুদ" }
    /// The name of the blue player (symbol □), used inside other messages.
    NameBlue = "name.blue" [] { en: "Blue", hi: "नीला", bn: "নীল" }
    /// The name of the red player (symbol △), used inside other messages.
    NameRed = "name.red" [] { en: "Red", hi: "लाल", bn: "লাল" }
    /// The name of the green player (symbol ✚), used inside other messages.
    NameGreen = "name.green" [] { en: "Green", hi: "हरा", bn: "সবুজ" }
    /// The yellow player's name in Hindi's oblique case, which a colour name takes
    /// before a postposition ("पीले का", "पीले ने"); the core puts it where the Hindi
    /// text has one ([`crate::i18n::Message::with`]). Same as the plain name in English
    /// and Bengali.
    NameYellowOblique = "name.yellow.oblique" [] { en: "Yellow", hi: "पीले", bn: "হলুদ" }
    /// The blue player's name in Hindi's oblique case (see `name.yellow.oblique`).
    NameBlueOblique = "name.blue.oblique" [] { en: "Blue", hi: "नीले", bn: "নীল" }
    /// The red player's name in Hindi's oblique case (लाल does not change; see
    /// `name.yellow.oblique`).
    NameRedOblique = "name.red.oblique" [] { en: "Red", hi: "लाल", bn: "লাল" }
    /// The green player's name in Hindi's oblique case (see `name.yellow.oblique`).
    NameGreenOblique = "name.green.oblique" [] { en: "Green", hi: "हरे", bn: "সবুজ" }
    /// A player's name with its owner symbol, for labels on screen: {name} is the
    /// colour name, {symbol} one of ○ □ △ ✚.
    PlayerLabel = "player.label" [name: Text, symbol: Text] {
        en: "{name} {symbol}",
        hi: "{name} {symbol}",
        bn: "{name} {symbol}",
    }
    /// Separator between the items of a list ("Blue, Red"); keep the space.
    ListSeparator = "list.separator" [] { en: ", ", hi: ", ", bn: ", " }

    /// CPU strength level "random" (moves at random), inside "CPU ({level})".
    LevelRandom = "level.random" [] { en: "random", hi: "बेतरतीब", bn: "এলোমেলো" }
    /// CPU strength level "easy", inside "CPU ({level})".
    LevelEasy = "level.easy" [] { en: "easy", hi: "आसान", bn: "সহজ" }
    /// CPU strength level "medium", inside "CPU ({level})".
    LevelMedium = "level.medium" [] { en: "medium", hi: "मध्यम", bn: "মাঝারি" }
    /// CPU strength level "hard", inside "CPU ({level})".
    LevelHard = "level.hard" [] { en: "hard", hi: "कठिन", bn: "কঠিন" }
    /// CPU strength level "expert", inside "CPU ({level})".
    LevelExpert = "level.expert" [] { en: "expert", hi: "विशेषज्ञ", bn: "বিশেষজ্ঞ" }
    /// Who plays a seat: a person at this device.
    SeatKindPerson = "seat.kind.person" [] { en: "person", hi: "व्यक्ति", bn: "ব্যক্তি" }
    /// Who plays a seat: the CPU at strength {level}.
    SeatKindCpu = "seat.kind.cpu" [level: Text] { en: "CPU ({level})", hi: "CPU ({level})", bn: "CPU ({level})" }
    /// Accessibility label of a seat: {player} is the name, {kind} "person" or
    /// "CPU (easy)", {n} how many of its 4 tokens reached the finish.
    SeatSummary = "seat.summary" [player: Text, kind: Text, n: Int] {
        en: { n; one: "{player}, {kind}, {n} token finished", other: "{player}, {kind}, {n} tokens finished" },
        hi: { n; one: "{player}, {kind}, {n} मोहरा मंजिल पर", other: "{player}, {kind}, {n} मोहरे मंजिल पर" },
        bn: { n; one: "{player}, {kind}, {n}টি ঘুঁটি গন্তব্যে", other: "{player}, {kind}, {n}টি ঘুঁটি গন্তব্যে" },
    }

    // ----- events (announcements and the game log) -----

    /// Announcement: game number {n} begins and its first player is already known.
    EventGameStarted = "event.game_started" [n: Int] {
        en: "Game {n} begins.",
        hi: "खेल {n} शुरू।",
        bn: "খেলা {n} শুরু।",
    }
    /// Announcement: game number {n} begins; everyone rolls once to choose who starts.
    EventGameStartedRollOff = "event.game_started_roll_off" [n: Int] {
        en: "Game {n} begins: everyone rolls to choose who starts.",
        hi: "खेल {n} शुरू: कौन शुरू करेगा, यह तय करने के लिए सब पासा फेंकें।",
        bn: "খেলা {n} শুরু: কে শুরু করবে ঠিক করতে সবাই পাশা ফেলুন।",
    }
    /// Announcement: {player} rolled face {n} (1 to 6) in the roll for who starts.
    EventFirstRoll = "event.first_roll" [player: Text, n: Int] {
        en: "{player} rolled {n} to choose who starts.",
        hi: "{player} ने पहली बारी के लिए {n} फेंका।",
        bn: "প্রথম পালার জন্য {player} ফেলল {n}।",
    }
    /// Announcement: the highest first rolls tied; {players} (a list of names) roll again.
    EventFirstRollTie = "event.first_roll_tie" [players: Text] {
        en: "Tie: {players} roll again.",
        hi: "बराबरी: {players} फिर फेंकें।",
        bn: "সমান: {players} আবার ফেলুন।",
    }
    /// Announcement: {player} takes the first turn.
    EventFirstPlayer = "event.first_player" [player: Text] {
        en: "{player} starts.",
        hi: "{player} शुरू करता है।",
        bn: "{player} শুরু করবে।",
    }
    /// Announcement: {player} rolled face {n} (1 to 6).
    EventRolled = "event.rolled" [player: Text, n: Int] {
        en: "{player} rolled {n}.",
        hi: "{player} का {n} आया।",
        bn: "{player}-এর {n} এসেছে।",
    }
    /// Announcement: {player} brought token number {token} (1 to 4) out of base onto
    /// its start square.
    EventMovedOut = "event.moved_out" [player: Text, token: Int] {
        en: "{player} brought token {token} out of base onto the start.",
        hi: "{player} ने मोहरा {token} आधार से शुरुआत पर निकाला।",
        bn: "{player} ঘুঁটি {token} ঘাঁটি থেকে শুরুর ঘরে বের করল।",
    }
    /// Announcement: house rule "no token on the track: one comes out without
    /// rolling": {player} brought token {token} out.
    EventAutoExit = "event.auto_exit" [player: Text, token: Int] {
        en: "{player} brought token {token} out of base without rolling.",
        hi: "{player} ने बिना फेंके मोहरा {token} आधार से निकाला।",
        bn: "{player} না ফেলেই ঘুঁটি {token} ঘাঁটি থেকে বের করল।",
    }
    /// Announcement: {player} moved token {token} forward {steps} squares and it now
    /// stands on {square} (a square description such as "star, square 9").
    EventMoved = "event.moved" [player: Text, token: Int, steps: Int, square: Text] {
        en: { steps; one: "{player} moved token {token} to {square} ({steps} square).", other: "{player} moved token {token} to {square} ({steps} squares)." },
        hi: { steps; one: "{player} का मोहरा {token} {square} पर पहुँचा ({steps} खाना)।", other: "{player} का मोहरा {token} {square} पर पहुँचा ({steps} खाने)।" },
        bn: { steps; one: "{player}-এর ঘুঁটি {token} {square}-এ গেল ({steps} ঘর)।", other: "{player}-এর ঘুঁটি {token} {square}-এ গেল ({steps} ঘর)।" },
    }
    /// Announcement: {by} captured token {token} of {player}; it goes back to its base.
    EventCaptured = "event.captured" [by: Text, player: Text, token: Int] {
        en: "{by} captured {player}'s token {token}: back to base.",
        hi: "{by} ने {player} का मोहरा {token} पकड़ा: वह आधार में लौटा।",
        bn: "{by} {player}-এর ঘুঁটি {token} ধরল: সেটি ঘাঁটিতে ফিরল।",
    }
    /// Announcement: token {token} of {player} reached the finish in the centre.
    EventTokenFinished = "event.token_finished" [player: Text, token: Int] {
        en: "{player}'s token {token} reached the finish.",
        hi: "{player} का मोहरा {token} मंजिल पर पहुँचा।",
        bn: "{player}-এর ঘুঁটি {token} গন্তব্যে পৌঁছাল।",
    }
    /// Announcement: all four tokens of {player} are at the finish; it takes place {place}.
    EventPlayerFinished = "event.player_finished" [player: Text, place: Int] {
        en: "{player} has all tokens at the finish: place {place}.",
        hi: "{player} के सभी मोहरे मंजिल पर: स्थान {place}।",
        bn: "{player}-এর সব ঘুঁটি গন্তব্যে: স্থান {place}।",
    }
    /// Announcement: {player} rolls again (no reason shown).
    EventExtraRoll = "event.extra_roll" [player: Text] {
        en: "{player} rolls again.",
        hi: "{player} फिर फेंकता है।",
        bn: "{player} আবার ফেলবে।",
    }
    /// Announcement: {player} rolls again; {reasons} is a list of "a six", "a capture",
    /// "reaching the finish".
    EventExtraRollBecause = "event.extra_roll_because" [player: Text, reasons: Text] {
        en: "{player} rolls again ({reasons}).",
        hi: "{player} फिर फेंकता है ({reasons})।",
        bn: "{player} আবার ফেলবে ({reasons})।",
    }
    /// Reason for an extra roll, inside "rolls again (...)": a six was rolled.
    ExtraRollSix = "extra_roll.six" [] { en: "a six", hi: "6 आया", bn: "6 এসেছে" }
    /// Reason for an extra roll, inside "rolls again (...)": a token was captured.
    ExtraRollCapture = "extra_roll.capture" [] { en: "a capture", hi: "पकड़ा", bn: "ধরেছে" }
    /// Reason for an extra roll, inside "rolls again (...)": a token reached the finish.
    ExtraRollFinish = "extra_roll.finish" [] { en: "reaching the finish", hi: "मंजिल पर पहुँचा", bn: "গন্তব্যে পৌঁছেছে" }
    /// Announcement: the third six in a row is not played and {player}'s turn ends.
    EventThreeSixes = "event.three_sixes" [player: Text] {
        en: "Three sixes in a row: {player}'s turn ends.",
        hi: "लगातार तीन 6: {player} की बारी खत्म।",
        bn: "টানা তিনবার 6: {player}-এর পালা শেষ।",
    }
    /// Announcement (house rule "up to 3 rolls"): {player} did not roll an exit
    /// number and has {n} more tries this turn.
    EventFailedTry = "event.failed_try" [player: Text, n: Int] {
        en: { n; one: "{player} did not get a token out: {n} try left.", other: "{player} did not get a token out: {n} tries left." },
        hi: { n; one: "{player} का मोहरा नहीं निकला: {n} बार और।", other: "{player} का मोहरा नहीं निकला: {n} बार और।" },
        bn: { n; one: "{player}-এর ঘুঁটি বের হয়নি: আর {n} বার।", other: "{player}-এর ঘুঁটি বের হয়নি: আর {n} বার।" },
    }
    /// Announcement: it is now {player}'s turn.
    EventTurn = "event.turn" [player: Text] {
        en: "{player}'s turn.",
        hi: "{player} की बारी।",
        bn: "{player}-এর পালা।",
    }
    /// Announcement: no token of {player} can move with the roll; {next} plays next.
    EventNoMove = "event.no_move" [player: Text, next: Text] {
        en: "{player} cannot move. {next}'s turn.",
        hi: "{player} कोई चाल नहीं चल सकता। {next} की बारी।",
        bn: "{player} কোনো চাল দিতে পারে না। {next}-এর পালা।",
    }
    /// Announcement (house rule "up to 3 rolls"): {player} used the three tries
    /// without an exit number; {next} plays next.
    EventTriesUsedUp = "event.tries_used_up" [player: Text, next: Text] {
        en: "{player} used up the tries. {next}'s turn.",
        hi: "{player} के तीनों प्रयास खत्म। {next} की बारी।",
        bn: "{player}-এর তিনবারের চেষ্টা শেষ। {next}-এর পালা।",
    }
    /// Announcement: the seat of {player} is played by a person again.
    EventSeatPerson = "event.seat_person" [player: Text] {
        en: "{player} is played by a person again.",
        hi: "अब {player} की ओर से फिर व्यक्ति खेल रहा है।",
        bn: "এখন {player}-এর হয়ে আবার একজন ব্যক্তি খেলছে।",
    }
    /// Announcement: the CPU at strength {level} now plays the seat of {player}.
    EventSeatCpu = "event.seat_cpu" [player: Text, level: Text] {
        en: "The CPU ({level}) now plays {player}.",
        hi: "अब {player} की ओर से CPU ({level}) खेल रहा है।",
        bn: "এখন {player}-এর হয়ে CPU ({level}) খেলছে।",
    }
    /// Announcement, after event.seat_cpu in a rated game: the person who left
    /// that seat resigned; the records place them last. {player}: the colour name.
    TableResigned = "table.resigned" [player: Text] {
        en: "{player} resigned: in a rated game, leaving counts as a loss.",
        hi: "{player} ने हार मान ली: रेटेड खेल में बीच में छोड़ना हार गिना जाता है।",
        bn: "{player} হার মেনে নিয়েছে: রেটেড খেলায় মাঝপথে ছেড়ে দেওয়া হার হিসেবে গণ্য হয়।",
    }
    /// Announcement: the turn timer of {player} ran out; the game rolled or moved for them.
    EventTimedOut = "event.timed_out" [player: Text] {
        en: "Time is up for {player}: the game plays for them.",
        hi: "{player} का समय खत्म: खेल उसकी ओर से चलता है।",
        bn: "{player}-এর সময় শেষ: খেলা তার হয়ে চাল দেয়।",
    }
    /// Announcement: undo took back {n} actions (the person's last move and what followed).
    EventUndone = "event.undone" [n: Int] {
        en: { n; one: "Undone: {n} action taken back.", other: "Undone: {n} actions taken back." },
        hi: { n; one: "वापस लिया गया: {n} कदम।", other: "वापस लिया गया: {n} कदम।" },
        bn: { n; one: "ফিরিয়ে নেওয়া হল: {n}টি পদক্ষেপ।", other: "ফিরিয়ে নেওয়া হল: {n}টি পদক্ষেপ।" },
    }
    /// Announcement: the game ended and {player} won.
    EventGameOverWinner = "event.game_over_winner" [player: Text] {
        en: "Game over: {player} wins!",
        hi: "खेल खत्म: {player} जीता!",
        bn: "খেলা শেষ: {player} জিতেছে!",
    }
    /// Announcement: the game ended with {players} (a list of names) sharing first place.
    EventGameOverShared = "event.game_over_shared" [players: Text] {
        en: "Game over: {players} share first place.",
        hi: "खेल खत्म: {players} पहले स्थान पर बराबर।",
        bn: "খেলা শেষ: {players} যৌথভাবে প্রথম।",
    }
    /// Announcement: the game ended (no placements known).
    EventGameOver = "event.game_over" [] { en: "Game over.", hi: "खेल खत्म।", bn: "খেলা শেষ।" }

    // ----- the table -----

    /// Announcement when a saved game is opened again.
    TableResumed = "table.resumed" [] {
        en: "Welcome back: the game continues where it was saved.",
        hi: "फिर से स्वागत है: खेल वहीं से जारी है जहाँ सहेजा गया था।",
        bn: "আবার স্বাগতম: খেলা যেখানে সংরক্ষিত হয়েছিল সেখান থেকে চলছে।",
    }
    /// Announcement after "welcome back" when the saved game had not begun: its save
    /// held no dice secret, so the dice were drawn again; {code} the new dice code.
    TableNewDiceCode = "table.new_dice_code" [code: Text] {
        en: "The game had not begun, so its dice were drawn again: new dice code {code}. Words mixed in before went with the old dice.",
        hi: "खेल शुरू नहीं हुआ था, इसलिए पासे फिर से तय हुए: नया पासा कोड {code}। पहले मिलाए गए शब्द पुराने पासों के साथ चले गए।",
        bn: "খেলা শুরু হয়নি, তাই পাশা আবার ঠিক হলো: নতুন পাশার কোড {code}। আগে মেশানো কথা পুরোনো পাশার সঙ্গে চলে গেছে।",
    }
    /// Announcement when a saved lesson ("learn on the board") is opened again.
    TableLessonResumed = "table.lesson_resumed" [] {
        en: "Welcome back to the lesson.",
        hi: "पाठ में फिर से स्वागत है।",
        bn: "পাঠে আবার স্বাগতম।",
    }
    /// Announcement when a save of a game that is over (or a finished lesson) is
    /// opened again, e.g. to look at the result: nothing continues.
    TableReopenedOver = "table.reopened_over" [] {
        en: "This game is over: here is how it ended.",
        hi: "यह खेल समाप्त हो चुका है: देखिए यह कैसे खत्म हुआ।",
        bn: "এই খেলা শেষ হয়ে গেছে: দেখুন কীভাবে শেষ হলো।",
    }

    // ----- status line -----

    /// Status line: {player} rolls to decide who starts.
    PromptFirstRoll = "prompt.first_roll" [player: Text] {
        en: "{player}: roll to choose who starts.",
        hi: "{player}: पहली बारी तय करने के लिए पासा फेंकें।",
        bn: "{player}: কে শুরু করবে ঠিক করতে পাশা ফেলুন।",
    }
    /// Status line: {player} (a person) must roll the die.
    PromptRoll = "prompt.roll" [player: Text] {
        en: "{player}: roll the die.",
        hi: "{player}: पासा फेंकें।",
        bn: "{player}: পাশা ফেলুন।",
    }
    /// Status line (house rule "one comes out without rolling"): pressing the die
    /// brings a token of {player} out of base.
    PromptAutoExit = "prompt.auto_exit" [player: Text] {
        en: "{player}: press the die, and a token comes out of base.",
        hi: "{player}: पासा दबाएँ, एक मोहरा आधार से निकलेगा।",
        bn: "{player}: পাশা চাপুন, একটি ঘুঁটি ঘাঁটি থেকে বের হবে।",
    }
    /// Status line: {player} rolled {n} and must choose a token to move.
    PromptMove = "prompt.move" [player: Text, n: Int] {
        en: "{player} rolled {n}: choose a token to move.",
        hi: "{player} का {n} आया: चलाने के लिए मोहरा चुनें।",
        bn: "{player}-এর {n} এসেছে: চালানোর জন্য একটি ঘুঁটি বেছে নিন।",
    }
    /// Status line: the CPU is playing for {player}.
    PromptCpu = "prompt.cpu" [player: Text] {
        en: "{player} (CPU) is playing…",
        hi: "{player} (CPU) खेल रहा है…",
        bn: "{player} (CPU) খেলছে…",
    }
    /// Status line before the first roll when {player}, a CPU, rolls first: the
    /// table waits for a person to roll (the die is live), so that anyone may mix
    /// words into the dice first (`docs/fair-dice.md`).
    PromptCpuStarts = "prompt.cpu_starts" [player: Text] {
        en: "{player} (CPU) rolls first. Mix in your words if you like, then roll to start.",
        hi: "{player} (CPU) पहले फेंकेगा। चाहें तो पहले अपने शब्द मिलाएँ, फिर शुरू करने के लिए पासा फेंकें।",
        bn: "{player} (CPU) আগে ফেলবে। চাইলে আগে নিজের কথা মেশান, তারপর শুরু করতে পাশা ফেলুন।",
    }
    /// Status line once the game is over.
    PromptGameOver = "prompt.game_over" [] { en: "Game over.", hi: "खेल खत्म।", bn: "খেলা শেষ।" }
    /// Status line while the game is paused (the app is in the background or a menu is open).
    PromptPaused = "prompt.paused" [] { en: "Paused.", hi: "खेल रुका है।", bn: "খেলা থেমে আছে।" }
    /// Status line in pass-and-play: hand the device to {player}, who plays next.
    PromptHandover = "prompt.handover" [player: Text] {
        en: "Pass the device to {player}.",
        hi: "डिवाइस {player} को दें।",
        bn: "ডিভাইসটি {player}-কে দিন।",
    }
    /// Status line when the lesson ("learn on the board") is complete.
    PromptLessonDone = "prompt.lesson_done" [] { en: "Lesson done.", hi: "पाठ पूरा।", bn: "পাঠ শেষ।" }
    /// Turn timer: {n} seconds are left for the person to act.
    TimerLeft = "timer.left" [n: Int] {
        en: { n; one: "{n} second left", other: "{n} seconds left" },
        hi: { n; one: "{n} सेकंड बाकी", other: "{n} सेकंड बाकी" },
        bn: { n; one: "{n} সেকেন্ড বাকি", other: "{n} সেকেন্ড বাকি" },
    }

    // ----- hints -----

    /// Hint: move token {token} to {square} (a square description); {reason} is one
    /// of the hint reasons below (a full sentence).
    HintMove = "hint.move" [token: Int, square: Text, reason: Text] {
        en: "Hint: move token {token} to {square}. {reason}",
        hi: "संकेत: मोहरा {token} को {square} पर चलाएँ। {reason}",
        bn: "ইঙ্গিত: ঘুঁটি {token} নিন {square}-এ। {reason}",
    }
    /// Hint reason: the token reaches the finish.
    HintReasonFinishes = "hint.reason.finishes" [] {
        en: "It reaches the finish.",
        hi: "यह मंजिल पर पहुँचता है।",
        bn: "এটি গন্তব্যে পৌঁছায়।",
    }
    /// Hint reason: the move captures an opponent's token.
    HintReasonCaptures = "hint.reason.captures" [] {
        en: "It captures.",
        hi: "यह विरोधी को पकड़ता है।",
        bn: "এটি প্রতিপক্ষকে ধরে।",
    }
    /// Hint reason: the token could be captured where it stands and moves out of danger.
    HintReasonEscapesDanger = "hint.reason.escapes_danger" [] {
        en: "It escapes a capture.",
        hi: "यह पकड़े जाने से बचता है।",
        bn: "এটি ধরা পড়া থেকে বাঁচে।",
    }
    /// Hint reason: the token turns into its home column, where no one can capture it.
    HintReasonEntersHomeColumn = "hint.reason.enters_home_column" [] {
        en: "It enters the home column, where it is safe.",
        hi: "यह मंजिल के रास्ते में जाता है, जहाँ यह सुरक्षित है।",
        bn: "এটি গন্তব্যের পথে ঢোকে, সেখানে এটি নিরাপদ।",
    }
    /// Hint reason: the move brings a token out of base.
    HintReasonLeavesBase = "hint.reason.leaves_base" [] {
        en: "It brings a token out of base.",
        hi: "यह मोहरा आधार से निकालता है।",
        bn: "এটি ঘাঁটি থেকে একটি ঘুঁটি বের করে।",
    }
    /// Hint reason: the token joins an own token and forms a block.
    HintReasonFormsBlock = "hint.reason.forms_block" [] {
        en: "It forms a block.",
        hi: "यह रुकावट बनाता है।",
        bn: "এটি অবরোধ তৈরি করে।",
    }
    /// Hint reason: the token lands on a safe square.
    HintReasonReachesSafeSquare = "hint.reason.reaches_safe_square" [] {
        en: "It lands on a safe square.",
        hi: "यह सुरक्षित खाने पर रुकता है।",
        bn: "এটি নিরাপদ ঘরে থামে।",
    }
    /// Hint reason: none of the others; the best progress.
    HintReasonAdvances = "hint.reason.advances" [] {
        en: "It makes the best progress.",
        hi: "यह सबसे अच्छी बढ़त देता है।",
        bn: "এটি সবচেয়ে ভালো এগোনো।",
    }
    /// Hint reason: it is the only legal move.
    HintReasonOnlyMove = "hint.reason.only_move" [] {
        en: "It is the only move.",
        hi: "यही एक चाल है।",
        bn: "এটিই একমাত্র চাল।",
    }

    // ----- squares and tokens (accessibility) -----

    /// A track square, numbered {n} = 1 to 52 clockwise from the yellow start.
    SquareTrack = "square.track" [n: Int] { en: "square {n}", hi: "खाना {n}", bn: "ঘর {n}" }
    /// The start square of {player} (track square {n}), where its tokens enter.
    SquareStart = "square.start" [player: Text, n: Int] {
        en: "{player}'s start, square {n}",
        hi: "{player} की शुरुआत, खाना {n}",
        bn: "{player}-এর শুরু, ঘর {n}",
    }
    /// A star square (track square {n}, eight squares after a start).
    SquareStar = "square.star" [n: Int] { en: "star, square {n}", hi: "तारा, खाना {n}", bn: "তারা, ঘর {n}" }
    /// A square description {square} followed by the fact that it is safe.
    SquareSafe = "square.safe" [square: Text] {
        en: "{square}, safe square",
        hi: "{square}, सुरक्षित खाना",
        bn: "{square}, নিরাপদ ঘর",
    }
    /// `square.safe` in Hindi's oblique case, before a postposition ("…, सुरक्षित
    /// खाने पर"); the core puts it there (`i18n::hindi`). Same as `square.safe` in
    /// English and Bengali.
    SquareSafeOblique = "square.safe.oblique" [square: Text] {
        en: "{square}, safe square",
        hi: "{square}, सुरक्षित खाने",
        bn: "{square}, নিরাপদ ঘর",
    }
    /// Square {n} (1 to 5) of the home column of {player}.
    SquareHomeColumn = "square.home_column" [player: Text, n: Int] {
        en: "{player}'s home column, square {n}",
        hi: "{player} का मंजिल का रास्ता, खाना {n}",
        bn: "{player}-এর গন্তব্যের পথ, ঘর {n}",
    }
    /// The finish of {player} in the centre of the board.
    SquareFinish = "square.finish" [player: Text] {
        en: "{player}'s finish",
        hi: "{player} की मंजिल",
        bn: "{player}-এর গন্তব্য",
    }
    /// The base of {player}, where tokens wait to come out.
    SquareBase = "square.base" [player: Text] {
        en: "{player}'s base",
        hi: "{player} का आधार",
        bn: "{player}-এর ঘাঁটি",
    }
    /// A square {square} on which a legal move of token {token} ends.
    SquareTarget = "square.target" [square: Text, token: Int] {
        en: "{square}. Token {token} moves here.",
        hi: "{square}। मोहरा {token} यहाँ आएगा।",
        bn: "{square}। ঘুঁটি {token} এখানে আসবে।",
    }
    /// The button of a legal move: move token {token} to {square} (a square
    /// description, as in `hint.move`). Short: a button text, read by screen readers too.
    MoveChoice = "move.choice" [token: Int, square: Text] {
        en: "Move token {token} to {square}",
        hi: "मोहरा {token} को {square} पर चलाएँ",
        bn: "ঘুঁটি {token} নিন {square}-এ",
    }
    /// The button of a legal move that captures: move token {token} to {square} (a
    /// square description) and capture {captured} (a list of `move.captured`).
    MoveChoiceCaptures = "move.choice.captures" [token: Int, square: Text, captured: Text] {
        en: "Move token {token} to {square}, captures {captured}",
        hi: "मोहरा {token} को {square} पर चलाएँ, पकड़ेगा {captured}",
        bn: "ঘুঁটি {token} নিন {square}-এ, ধরবে {captured}",
    }
    /// A token a move would capture, inside `move.choice.captures`: token {token} of
    /// {player}.
    MoveCaptured = "move.captured" [player: Text, token: Int] {
        en: "{player} token {token}",
        hi: "{player} का मोहरा {token}",
        bn: "{player}-এর ঘুঁটি {token}",
    }
    /// A token: token {token} of {player}, standing on {square}.
    TokenAt = "token.at" [player: Text, token: Int, square: Text] {
        en: "{player} token {token}, {square}",
        hi: "{player} का मोहरा {token}, {square}",
        bn: "{player}-এর ঘুঁটি {token}, {square}",
    }
    /// A token description {description} followed by the fact that it can move now.
    TokenCanMove = "token.can_move" [description: Text] {
        en: "{description}, can move",
        hi: "{description}, चल सकता है",
        bn: "{description}, চলতে পারে",
    }
    /// The die before anyone rolled.
    DieBlank = "die.blank" [] { en: "Die", hi: "पासा", bn: "পাশা" }
    /// The die showing face {n}.
    DieShows = "die.shows" [n: Int] { en: "Die, shows {n}", hi: "पासा, {n} दिखा रहा है", bn: "পাশা, {n} দেখাচ্ছে" }

    // ----- refused inputs -----

    /// Refused: a person tried to act while another player (or the CPU) is to act.
    RefusalNotYourTurn = "refusal.not_your_turn" [] {
        en: "It is not your turn.",
        hi: "आपकी बारी नहीं है।",
        bn: "আপনার পালা নয়।",
    }
    /// Refused: a token was chosen before rolling.
    RefusalRollFirst = "refusal.roll_first" [] { en: "Roll the die first.", hi: "पहले पासा फेंकें।", bn: "আগে পাশা ফেলুন।" }
    /// Refused: the die was pressed while a move is to be chosen.
    RefusalMoveFirst = "refusal.move_first" [] { en: "Move a token first.", hi: "पहले मोहरा चलाएँ।", bn: "আগে একটি ঘুঁটি চালুন।" }
    /// Refused: token {token} has no legal move with the roll {n}.
    RefusalCannotMove = "refusal.cannot_move" [token: Int, n: Int] {
        en: "Token {token} cannot move with a {n}.",
        hi: "मोहरा {token} {n} से नहीं चल सकता।",
        bn: "ঘুঁটি {token} {n} দিয়ে চলতে পারে না।",
    }
    /// Refused: the game is over (only "play again" works).
    RefusalGameOver = "refusal.game_over" [] {
        en: "The game is over.",
        hi: "खेल खत्म हो चुका है।",
        bn: "খেলা শেষ হয়ে গেছে।",
    }
    /// Refused: "play again" before the game is over.
    RefusalNotOver = "refusal.not_over" [] {
        en: "The game is not over yet.",
        hi: "खेल अभी खत्म नहीं हुआ।",
        bn: "খেলা এখনো শেষ হয়নি।",
    }
    /// Refused: undo is only offered in games with a CPU seat.
    RefusalUndoNotAllowed = "refusal.undo_not_allowed" [] {
        en: "Undo is only for games against the CPU.",
        hi: "वापस लेना केवल CPU के साथ खेल में है।",
        bn: "ফিরিয়ে নেওয়া শুধু CPU-এর সঙ্গে খেলায়।",
    }
    /// Refused: undo in a rated game (a game with a profile that changes ratings).
    RefusalUndoRated = "refusal.undo_rated" [] {
        en: "No take-backs in a rated game.",
        hi: "रेटेड खेल में चाल वापस नहीं ली जा सकती।",
        bn: "রেটেড খেলায় চাল ফিরিয়ে নেওয়া যায় না।",
    }
    /// Refused: a seat's records profile was to change after the game got under
    /// way (a person has rolled).
    RefusalProfilesFixed = "refusal.profiles_fixed" [] {
        en: "Profiles cannot change once the game is under way.",
        hi: "खेल शुरू हो जाने के बाद प्रोफ़ाइल नहीं बदली जा सकती।",
        bn: "খেলা শুরু হয়ে যাওয়ার পর প্রোফাইল বদলানো যায় না।",
    }
    /// Refused: a person asked to play a seat the CPU plays from the start, in a
    /// rated game. {player}: the seat's colour name.
    RefusalCpuSeatRated = "refusal.cpu_seat_rated" [player: Text] {
        en: "In a rated game the CPU keeps playing {player}.",
        hi: "रेटेड खेल में {player} को CPU ही खेलता रहेगा।",
        bn: "রেটেড খেলায় {player} CPU-ই খেলে যাবে।",
    }
    /// Refused: no move of a person to take back yet.
    RefusalNothingToUndo = "refusal.nothing_to_undo" [] {
        en: "There is no move of a person to take back.",
        hi: "वापस लेने के लिए किसी व्यक्ति की कोई चाल नहीं है।",
        bn: "ফিরিয়ে নেওয়ার মতো কোনো ব্যক্তির চাল নেই।",
    }
    /// Refused: the game is paused (the app is in the background or a menu is open).
    RefusalPaused = "refusal.paused" [] {
        en: "The game is paused.",
        hi: "खेल रुका हुआ है।",
        bn: "খেলা থেমে আছে।",
    }
    /// Refused: {player} does not play in this game.
    RefusalNotSeated = "refusal.not_seated" [player: Text] {
        en: "{player} does not play in this game.",
        hi: "{player} इस खेल में नहीं है।",
        bn: "{player} এই খেলায় নেই।",
    }
    /// Refused: a hint is only given to a person who must choose a move.
    RefusalNoHint = "refusal.no_hint" [] {
        en: "A hint is for a person choosing a move.",
        hi: "संकेत केवल चाल चुनते व्यक्ति के लिए है।",
        bn: "ইঙ্গিত শুধু চাল বাছাই করা ব্যক্তির জন্য।",
    }
    /// Refused (pass-and-play): {player} must confirm taking the device first.
    RefusalHandover = "refusal.handover" [player: Text] {
        en: "Pass the device to {player} first.",
        hi: "पहले डिवाइस {player} को दें।",
        bn: "আগে ডিভাইসটি {player}-কে দিন।",
    }
    /// Refusal: the words to mix into the dice were blank.
    RefusalBlankWords = "refusal.blank_words" [] {
        en: "Blank words are not mixed in: type words you will recognise.",
        hi: "खाली शब्द नहीं मिलाए जाते: ऐसे शब्द लिखें जिन्हें आप पहचान सकें।",
        bn: "ফাঁকা কথা মেশানো হয় না: এমন কথা লিখুন যা আপনি চিনতে পারবেন।",
    }
    /// Refused: the action is not possible in this state (a rare case the other
    /// refusals do not name).
    RefusalNotAllowed = "refusal.not_allowed" [] {
        en: "That is not possible now.",
        hi: "यह अभी संभव नहीं है।",
        bn: "এটি এখন সম্ভব নয়।",
    }
    /// Refused: the lesson is complete; only "play again" (the lesson again) works.
    RefusalLessonDone = "refusal.lesson_done" [] {
        en: "The lesson is done.",
        hi: "पाठ पूरा हो गया है।",
        bn: "পাঠ শেষ হয়ে গেছে।",
    }

    // ----- the lesson ("learn on the board") -----

    /// Lesson tip before the first roll; {player} is the learner's colour name.
    TipRollFirst = "tip.roll_first" [player: Text] {
        en: "You play {player}. Roll the die: a 6 brings a token out of base.",
        hi: "आप {player} हैं। पासा फेंकें: 6 आने पर मोहरा आधार से निकलता है।",
        bn: "আপনি {player}। পাশা ফেলুন: 6 এলে ঘুঁটি ঘাঁটি থেকে বের হয়।",
    }
    /// Lesson tip: a 6 was rolled and a token can leave base.
    TipBringOut = "tip.bring_out" [] {
        en: "A 6! Bring your token out of base onto your start.",
        hi: "6 आया! अपना मोहरा आधार से शुरुआत पर निकालें।",
        bn: "6 এসেছে! আপনার ঘুঁটি ঘাঁটি থেকে শুরুর ঘরে বের করুন।",
    }
    /// Lesson tip: after a 6 the learner rolls again.
    TipExtraRoll = "tip.extra_roll" [] {
        en: "A 6 gives you another roll. Roll again.",
        hi: "6 आने पर फिर फेंकते हैं। फिर से पासा फेंकें।",
        bn: "6 এলে আবার ফেলা যায়। আবার পাশা ফেলুন।",
    }
    /// Lesson tip: move the token {n} squares (the roll) clockwise.
    TipMove = "tip.move" [n: Int] {
        en: { n; one: "Move your token {n} square clockwise.", other: "Move your token {n} squares clockwise." },
        hi: { n; one: "अपना मोहरा घड़ी की दिशा में {n} खाना बढ़ाएँ।", other: "अपना मोहरा घड़ी की दिशा में {n} खाने बढ़ाएँ।" },
        bn: { n; one: "আপনার ঘুঁটি ঘড়ির কাঁটার দিকে {n} ঘর এগিয়ে নিন।", other: "আপনার ঘুঁটি ঘড়ির কাঁটার দিকে {n} ঘর এগিয়ে নিন।" },
    }
    /// Lesson tip while the CPU opponent {player} plays.
    TipCpu = "tip.cpu" [player: Text] {
        en: "Now {player}, the CPU, plays. Watch its token.",
        hi: "अब {player}, यानी CPU, खेलता है। उसके मोहरे को देखें।",
        bn: "এখন {player}, অর্থাৎ CPU, খেলছে। তার ঘুঁটি দেখুন।",
    }
    /// Lesson tip: the learner's turn to roll.
    TipRoll = "tip.roll" [] {
        en: "Your turn: roll the die.",
        hi: "आपकी बारी: पासा फेंकें।",
        bn: "আপনার পালা: পাশা ফেলুন।",
    }
    /// Lesson tip: the move ends on a safe square (a start or a star).
    TipSafe = "tip.safe" [] {
        en: "This move ends on a safe square: on starts and stars no token is captured.",
        hi: "यह चाल सुरक्षित खाने पर रुकती है: शुरुआत और तारों पर मोहरे नहीं पकड़े जाते।",
        bn: "এই চাল নিরাপদ ঘরে থামে: শুরু ও তারার ঘরে ঘুঁটি ধরা যায় না।",
    }
    /// Lesson tip: the learner can capture a token of {player}.
    TipCapture = "tip.capture" [player: Text] {
        en: "Land exactly on {player}'s token to capture it: it goes back to its base and you roll again.",
        hi: "{player} के मोहरे पर ठीक रुकें और उसे पकड़ें: वह आधार में लौटता है और आप फिर फेंकते हैं।",
        bn: "ঠিক {player}-এর ঘুঁটির ওপর থামুন এবং সেটি ধরুন: সেটি ঘাঁটিতে ফেরে এবং আপনি আবার ফেলেন।",
    }
    /// Lesson tip at the end of the lesson.
    TipDone = "tip.done" [] {
        en: "Lesson done! Bring all four tokens to the finish first to win. Start a real game when you are ready.",
        hi: "पाठ पूरा! चारों मोहरे सबसे पहले मंजिल पर पहुँचाएँ और जीतें। तैयार हों तो असली खेल शुरू करें।",
        bn: "পাঠ শেষ! চার ঘুঁটি সবার আগে গন্তব্যে নিলে জয়। প্রস্তুত হলে আসল খেলা শুরু করুন।",
    }

    // ---- terminal ----

    // House rules in words (exported: phones can show them too). The terminal shows
    // them with `r` and under its setup screen.

    /// House rule in words: the board is always the 15×15 cross.
    HouseBoardCross = "house.board.cross" [] {
        en: "Board: the 15×15 cross, whatever the number of players.",
        hi: "बोर्ड: 15×15 का क्रॉस, खिलाड़ी कितने भी हों।",
        bn: "বোর্ড: 15×15 ক্রস, খেলোয়াড় যতজনই হোক।",
    }
    /// House rule in words: the board depends on the number of players; {players}
    /// is the number in this game.
    HouseBoardByPlayerCount = "house.board.by_player_count" [players: Int] {
        en: { players; one: "Board by player count: 2 players get the two-arm board, 3 the T-shaped board, 4 the cross (this game: {players} player).", other: "Board by player count: 2 players get the two-arm board, 3 the T-shaped board, 4 the cross (this game: {players} players)." },
        hi: { players; one: "खिलाड़ियों की संख्या से बोर्ड: 2 खिलाड़ियों को दो भुजाओं वाला बोर्ड, 3 को T आकार का बोर्ड, 4 को क्रॉस (इस खेल में {players} खिलाड़ी)।", other: "खिलाड़ियों की संख्या से बोर्ड: 2 खिलाड़ियों को दो भुजाओं वाला बोर्ड, 3 को T आकार का बोर्ड, 4 को क्रॉस (इस खेल में {players} खिलाड़ी)।" },
        bn: { players; one: "খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড: 2 জনের দুই বাহুর বোর্ড, 3 জনের T-আকৃতির বোর্ড, 4 জনের ক্রস (এই খেলায় {players} জন খেলোয়াড়)।", other: "খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড: 2 জনের দুই বাহুর বোর্ড, 3 জনের T-আকৃতির বোর্ড, 4 জনের ক্রস (এই খেলায় {players} জন খেলোয়াড়)।" },
    }
    /// House rule in words: every die face brings a token out of base.
    HouseExitAny = "house.exit.any" [] {
        en: "Any roll brings a token out of base.",
        hi: "कोई भी अंक आने पर मोहरा आधार से निकलता है।",
        bn: "যে সংখ্যাই আসুক, ঘুঁটি ঘাঁটি থেকে বের হয়।",
    }
    /// House rule in words: the exit numbers {faces} ("6", or "1 or a 6" built with
    /// house.or) bring a token out of base.
    HouseExitFaces = "house.exit.faces" [faces: Text] {
        en: "A {faces} brings a token out of base.",
        hi: "{faces} आने पर मोहरा आधार से निकलता है।",
        bn: "{faces} এলে ঘুঁটি ঘাঁটি থেকে বের হয়।",
    }
    /// Joins die faces in house.exit.faces: {first} is a face, {rest} a face or
    /// another such list ("1 or a 5 or a 6").
    HouseOr = "house.or" [first: Text, rest: Text] {
        en: "{first} or a {rest}",
        hi: "{first} या {rest}",
        bn: "{first} বা {rest}",
    }
    /// House rule in words: with every token in base the player rolls as usual.
    HouseNoTokenRollNormally = "house.no_token.roll_normally" [] {
        en: "With every token in base you roll as usual; no exit number ends the turn.",
        hi: "सभी मोहरे आधार में हों तो सामान्य रूप से पासा फेंकें; निकलने का अंक न आए तो बारी खत्म।",
        bn: "সব ঘুঁটি ঘাঁটিতে থাকলে স্বাভাবিকভাবে পাশা ফেলুন; বের হওয়ার সংখ্যা না এলে পালা শেষ।",
    }
    /// House rule in words: with every token in base, pressing the die brings one out.
    HouseNoTokenAutoExit = "house.no_token.auto_exit" [] {
        en: "With every token in base, pressing the die brings one out without a roll.",
        hi: "सभी मोहरे आधार में हों तो पासा दबाने पर बिना फेंके एक मोहरा निकलता है।",
        bn: "সব ঘুঁটি ঘাঁটিতে থাকলে পাশা চাপলেই না ফেলে একটি ঘুঁটি বের হয়।",
    }
    /// House rule in words: with every token in base the player gets three rolls.
    HouseNoTokenThreeTries = "house.no_token.three_tries" [] {
        en: "With every token in base you get up to 3 rolls to get one out.",
        hi: "सभी मोहरे आधार में हों तो एक निकालने के लिए 3 बार तक पासा फेंक सकते हैं।",
        bn: "সব ঘুঁটি ঘাঁটিতে থাকলে একটি বের করতে 3 বার পর্যন্ত পাশা ফেলা যায়।",
    }
    /// House rule in words: three sixes in a row end the turn.
    HouseThreeSixesOn = "house.three_sixes.on" [] {
        en: "Three sixes in a row end the turn.",
        hi: "लगातार तीन 6 आने पर बारी खत्म होती है।",
        bn: "টানা তিনবার 6 এলে পালা শেষ হয়।",
    }
    /// House rule in words: three sixes in a row do not end the turn.
    HouseThreeSixesOff = "house.three_sixes.off" [] {
        en: "Three sixes in a row do not end the turn.",
        hi: "लगातार तीन 6 आने पर भी बारी खत्म नहीं होती।",
        bn: "টানা তিনবার 6 এলেও পালা শেষ হয় না।",
    }
    /// House rule in words: a capture earns an extra roll.
    HouseCaptureRollOn = "house.capture_roll.on" [] {
        en: "A capture earns another roll.",
        hi: "पकड़ने पर फिर फेंकने को मिलता है।",
        bn: "ধরলে আবার ফেলার সুযোগ মেলে।",
    }
    /// House rule in words: a capture earns no extra roll.
    HouseCaptureRollOff = "house.capture_roll.off" [] {
        en: "A capture earns no extra roll.",
        hi: "पकड़ने पर दोबारा फेंकने को नहीं मिलता।",
        bn: "ধরলে আবার ফেলার সুযোগ মেলে না।",
    }
    /// House rule in words: reaching the finish earns an extra roll.
    HouseFinishRollOn = "house.finish_roll.on" [] {
        en: "Bringing a token to the finish earns another roll.",
        hi: "मोहरा मंजिल पर पहुँचाने पर फिर फेंकने को मिलता है।",
        bn: "ঘুঁটি গন্তব্যে পৌঁছালে আবার ফেলার সুযোগ মেলে।",
    }
    /// House rule in words: reaching the finish earns no extra roll.
    HouseFinishRollOff = "house.finish_roll.off" [] {
        en: "Reaching the finish earns no extra roll.",
        hi: "मंजिल पर पहुँचने पर दोबारा फेंकने को नहीं मिलता।",
        bn: "গন্তব্যে পৌঁছালে আবার ফেলার সুযোগ মেলে না।",
    }
    /// House rule in words: the finish needs the exact roll.
    HouseExactFinishOn = "house.exact_finish.on" [] {
        en: "The finish needs the exact roll.",
        hi: "मंजिल के लिए ठीक उतना ही अंक चाहिए।",
        bn: "গন্তব্যে যেতে ঠিক সমান সংখ্যা লাগে।",
    }
    /// House rule in words: a larger roll than needed still reaches the finish.
    HouseExactFinishOff = "house.exact_finish.off" [] {
        en: "A roll larger than needed still reaches the finish.",
        hi: "ज़रूरत से बड़ा अंक भी मंजिल तक पहुँचा देता है।",
        bn: "প্রয়োজনের চেয়ে বড় সংখ্যাতেও গন্তব্যে পৌঁছানো যায়।",
    }
    /// House rule in words: the game goes on until everyone has a place.
    HouseRankEveryoneOn = "house.rank_everyone.on" [] {
        en: "The game goes on until everyone is ranked.",
        hi: "खेल तब तक चलता है जब तक सबका स्थान तय न हो जाए।",
        bn: "সবার স্থান ঠিক না হওয়া পর্যন্ত খেলা চলে।",
    }
    /// House rule in words: the game ends with the first player to finish.
    HouseRankEveryoneOff = "house.rank_everyone.off" [] {
        en: "The game ends when the first player has all tokens home.",
        hi: "पहले खिलाड़ी के सभी मोहरे मंजिल पर पहुँचते ही खेल खत्म।",
        bn: "প্রথম খেলোয়াড়ের সব ঘুঁটি গন্তব্যে পৌঁছালেই খেলা শেষ।",
    }
    /// House rule in words: on "play again" the next player clockwise starts.
    HouseRotateOn = "house.rotate.on" [] {
        en: "On \"play again\" the next player clockwise starts.",
        hi: "\"फिर खेलें\" पर घड़ी की दिशा में अगला खिलाड़ी शुरू करता है।",
        bn: "\"আবার খেলুন\"-এ ঘড়ির কাঁটার দিকে পরের খেলোয়াড় শুরু করে।",
    }
    /// House rule in words: on "play again" everyone rolls for who starts.
    HouseRotateOff = "house.rotate.off" [] {
        en: "On \"play again\" everyone rolls for who starts.",
        hi: "\"फिर खेलें\" पर कौन शुरू करेगा, यह तय करने के लिए सब पासा फेंकते हैं।",
        bn: "\"আবার খেলুন\"-এ কে শুরু করবে ঠিক করতে সবাই পাশা ফেলে।",
    }
    /// House rule in words: starts and stars are safe squares.
    HouseSafeStartsAndStars = "house.safe.starts_and_stars" [] {
        en: "Safe squares (no capture): every start and every star.",
        hi: "सुरक्षित खाने (यहाँ पकड़ना नहीं): हर शुरुआत और हर तारा।",
        bn: "নিরাপদ ঘর (এখানে ধরা যায় না): প্রতিটি শুরু ও প্রতিটি তারা।",
    }
    /// House rule in words: only the starts are safe squares.
    HouseSafeStartsOnly = "house.safe.starts_only" [] {
        en: "Safe squares (no capture): the starts only.",
        hi: "सुरक्षित खाने (यहाँ पकड़ना नहीं): केवल शुरुआत के खाने।",
        bn: "নিরাপদ ঘর (এখানে ধরা যায় না): শুধু শুরুর ঘর।",
    }
    /// House rule in words: no square is safe.
    HouseSafeNone = "house.safe.none" [] {
        en: "No square is safe: a token can be captured anywhere.",
        hi: "कोई खाना सुरक्षित नहीं: मोहरा कहीं भी पकड़ा जा सकता है।",
        bn: "কোনো ঘর নিরাপদ নয়: ঘুঁটি যেকোনো জায়গায় ধরা যায়।",
    }
    /// House rule in words: two tokens of one colour form a block.
    HouseBlocksTwoTogether = "house.blocks.two_together" [] {
        en: "Two tokens of one colour on a square form a block no opponent passes.",
        hi: "एक रंग के दो मोहरे एक खाने पर रुकावट बनाते हैं, जिसे कोई विरोधी पार नहीं कर सकता।",
        bn: "এক রঙের দুটি ঘুঁটি এক ঘরে থাকলে অবরোধ হয়, কোনো প্রতিপক্ষ তা পেরোতে পারে না।",
    }
    /// House rule in words: no blocks.
    HouseBlocksNone = "house.blocks.none" [] {
        en: "Tokens together do not block anyone.",
        hi: "साथ खड़े मोहरे किसी को नहीं रोकते।",
        bn: "একসঙ্গে থাকা ঘুঁটি কাউকে আটকায় না।",
    }
    /// House rule in words: no token may pass another.
    HouseBlocksNoOvertaking = "house.blocks.no_overtaking" [] {
        en: "No token may pass another token, but it may land on its square.",
        hi: "कोई मोहरा दूसरे मोहरे को पार नहीं कर सकता, पर उसके खाने पर रुक सकता है।",
        bn: "কোনো ঘুঁটি অন্য ঘুঁটিকে পেরোতে পারে না, তবে তার ঘরে থামতে পারে।",
    }
    /// House rule in words: {secs} (30 or 60) seconds per decision.
    HouseTimeLimit = "house.time_limit" [secs: Int] {
        en: "{secs} seconds per decision; then the game acts for the player (3 times in a row hands the seat to the CPU).",
        hi: "हर निर्णय के लिए {secs} सेकंड; फिर खेल खिलाड़ी की ओर से चलता है (लगातार 3 बार होने पर सीट CPU को मिलती है)।",
        bn: "প্রতিটি সিদ্ধান্তের জন্য {secs} সেকেন্ড; তারপর খেলা খেলোয়াড়ের হয়ে চাল দেয় (টানা 3 বার হলে আসনটি CPU পায়)।",
    }
    /// House rule in words: no turn time limit.
    HouseTimeLimitNone = "house.time_limit.none" [] {
        en: "No time limit per turn.",
        hi: "बारी के लिए कोई समय सीमा नहीं।",
        bn: "পালার কোনো সময়সীমা নেই।",
    }
    /// A setup screen's turn timer choice: no limit.
    HouseTimeLimitOptionNone = "house.time_limit.option.none" [] { en: "No limit", hi: "कोई सीमा नहीं", bn: "সীমা নেই" }
    /// A setup screen's turn timer choice: {secs} (30 or 60) seconds per decision.
    HouseTimeLimitOptionSecs = "house.time_limit.option.secs" [secs: Int] { en: "{secs} seconds", hi: "{secs} सेकंड", bn: "{secs} সেকেন্ড" }
    /// Name of the rules preset "standard" (the rule book's defaults).
    HousePresetStandard = "house.preset.standard" [] { en: "Standard", hi: "मानक", bn: "প্রমিত" }
    /// Name of the rules preset "quick" (shorter games).
    HousePresetQuick = "house.preset.quick" [] { en: "Quick", hi: "झटपट", bn: "দ্রুত" }
    /// Name of the rules preset "tactical" (harsher play).
    HousePresetTactical = "house.preset.tactical" [] { en: "Tactical", hi: "रणनीतिक", bn: "কৌশলী" }
    /// House rules that match no preset.
    HousePresetCustom = "house.preset.custom" [] { en: "Custom", hi: "अपने नियम", bn: "নিজস্ব নিয়ম" }
    /// What the preset "standard" means.
    HousePresetStandardAbout = "house.preset.standard.about" [] {
        en: "Standard: every default of the rule book.",
        hi: "मानक: नियम पुस्तिका के सभी मूल नियम।",
        bn: "প্রমিত: নিয়ম বইয়ের সব মূল নিয়ম।",
    }
    /// What the preset "quick" means.
    HousePresetQuickAbout = "house.preset.quick.about" [] {
        en: "Quick: shorter games (exits on 1 or 6, a token out without rolling, no exact finish, board by player count).",
        hi: "झटपट: छोटे खेल (1 या 6 पर निकलना, बिना फेंके मोहरा बाहर, मंजिल के लिए ठीक अंक ज़रूरी नहीं, खिलाड़ियों की संख्या से बोर्ड)।",
        bn: "দ্রুত: ছোট খেলা (1 বা 6-এ বের হওয়া, না ফেলেই ঘুঁটি বের, গন্তব্যে ঠিক সংখ্যা লাগে না, খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড)।",
    }
    /// What the preset "tactical" means.
    HousePresetTacticalAbout = "house.preset.tactical.about" [] {
        en: "Tactical: harsher play (only the starts are safe, no overtaking, everyone ranked).",
        hi: "रणनीतिक: कड़ा खेल (केवल शुरुआत के खाने सुरक्षित, आगे निकलना मना, सबका स्थान तय)।",
        bn: "কৌশলী: কঠিন খেলা (শুধু শুরুর ঘর নিরাপদ, পেরিয়ে যাওয়া নিষেধ, সবার স্থান ঠিক হয়)।",
    }
    /// What custom house rules mean (a setup screen lists the rules below it).
    HousePresetCustomAbout = "house.preset.custom.about" [] {
        en: "Custom: the house rules below, as you set them.",
        hi: "अपने नियम: नीचे के घरेलू नियम, जैसे आपने चुने।",
        bn: "নিজস্ব নিয়ম: নিচের ঘরোয়া নিয়মগুলো, যেমন আপনি ঠিক করেছেন।",
    }

    // Terminal only (`term.*`: never exported to the phone resources).

    /// Terminal, seat row and setup: the CPU at strength {level} (a level name), short.
    TermSeatCpu = "term.seat.cpu" [level: Text] { en: "CPU {level}", hi: "CPU {level}", bn: "CPU {level}" }
    /// Terminal, seat row: {out} tokens out of base, {home} at the finish.
    TermSeatOutHome = "term.seat.out_home" [out: Int, home: Int] {
        en: "out {out} home {home}",
        hi: "बाहर {out} मंजिल {home}",
        bn: "বাইরে {out} গন্তব্যে {home}",
    }
    /// Terminal, seat row: the seat's place {place} (an ordinal) and {home} tokens at
    /// the finish.
    TermSeatPlaceHome = "term.seat.place_home" [place: Text, home: Int] {
        en: "{place} · home {home}",
        hi: "{place} · मंजिल {home}",
        bn: "{place} · গন্তব্যে {home}",
    }
    /// Terminal, seat row: the seat finished in place {place} (an ordinal).
    TermSeatPlace = "term.seat.place" [place: Text] {
        en: "{place} place",
        hi: "{place} स्थान",
        bn: "{place} স্থান",
    }
    /// Terminal panel: the die showing {n}, rolled by {player}. Keep the brackets.
    TermDieRolled = "term.die.rolled" [n: Int, player: Text] {
        en: "Die: [ {n} ]  rolled by {player}",
        hi: "पासा: [ {n} ]  {player} ने फेंका",
        bn: "পাশা: [ {n} ]  {player} ফেলেছে",
    }
    /// Terminal panel: the die before a roll. Keep the brackets.
    TermDieBlank = "term.die.blank" [] { en: "Die: [   ]", hi: "पासा: [   ]", bn: "পাশা: [   ]" }
    /// Terminal panel: heading of the legal moves (each names the squares as the
    /// board and the log number them).
    TermMovesHeading = "term.moves.heading" [] {
        en: "Moves:",
        hi: "चालें:",
        bn: "চাল:",
    }
    /// Terminal move list: token {token} (such as ○2) would go from {from} to {to}
    /// (squares as the board and the log number them: "square 19", "home 3",
    /// "finish", "base") and capture {captured} (tokens such as ✚1).
    TermMoveCaptures = "term.move.captures" [token: Text, from: Text, to: Text, captured: Text] {
        en: "{token}: {from} → {to}, captures {captured}",
        hi: "{token}: {from} → {to}, पकड़ेगा {captured}",
        bn: "{token}: {from} → {to}, ধরবে {captured}",
    }
    /// Terminal panel: the last move, token {token} from {from} to {to} (squares
    /// as the board and the log number them: "square 19", "home 3", "finish").
    TermLastMove = "term.last_move" [token: Text, from: Text, to: Text] {
        en: "Last move: {token}, {from} → {to}",
        hi: "पिछली चाल: {token}, {from} → {to}",
        bn: "শেষ চাল: {token}, {from} → {to}",
    }
    /// Terminal panel: the last move, which captured {captured}.
    TermLastMoveCaptured = "term.last_move.captured" [token: Text, from: Text, to: Text, captured: Text] {
        en: "Last move: {token}, {from} → {to}, captured {captured}",
        hi: "पिछली चाल: {token}, {from} → {to}, पकड़ा {captured}",
        bn: "শেষ চাল: {token}, {from} → {to}, ধরেছে {captured}",
    }
    /// Terminal move list: a token in its base.
    TermProgressBase = "term.progress.base" [] { en: "base", hi: "आधार", bn: "ঘাঁটি" }
    /// Terminal panel title during the lesson.
    TermTitleLesson = "term.title.lesson" [] { en: "LUDO · lesson", hi: "लूडो · पाठ", bn: "লুডো · পাঠ" }
    /// Terminal panel title: the game's {rules} (term.rules.*). No game number: the
    /// game's own counted the games of one sitting, so every session said "game 1".
    TermTitleGame = "term.title.game" [rules: Text] {
        en: "LUDO · {rules}",
        hi: "लूडो · {rules}",
        bn: "লুডো · {rules}",
    }
    /// Terminal: the rules of a game by the name {preset} of their preset.
    TermRulesPreset = "term.rules.preset" [preset: Text] {
        en: "{preset} rules",
        hi: "{preset} नियम",
        bn: "{preset} নিয়ম",
    }
    /// Terminal: rules of no preset.
    TermRulesCustom = "term.rules.custom" [] { en: "custom rules", hi: "अपने नियम", bn: "নিজস্ব নিয়ম" }
    /// Terminal: {rules} with a turn time limit of {secs} seconds.
    TermRulesTimed = "term.rules.timed" [rules: Text, secs: Int] {
        en: "{rules}, {secs} s per turn",
        hi: "{rules}, हर बारी {secs} सेकंड",
        bn: "{rules}, প্রতি পালায় {secs} সেকেন্ড",
    }
    /// Terminal key line after the lesson.
    TermKeysLessonOver = "term.keys.lesson_over" [] {
        en: "p start the lesson again · q quit",
        hi: "p पाठ फिर शुरू · q बंद करें",
        bn: "p আবার পাঠ শুরু · q বন্ধ",
    }
    /// Terminal key line after a game.
    TermKeysGameOver = "term.keys.game_over" [] {
        en: "p play again · n new game · r rules · q quit",
        hi: "p फिर खेलें · n नया खेल · r नियम · q बंद करें",
        bn: "p আবার খেলুন · n নতুন খেলা · r নিয়ম · q বন্ধ",
    }
    /// Terminal key line on a short terminal.
    TermKeysShort = "term.keys.short" [] {
        en: "Space roll/move · 1-4 token · ? keys · r rules · q quit",
        hi: "Space फेंकें/चलें · 1-4 मोहरा · ? कुंजियाँ · r नियम · q बंद करें",
        bn: "Space ফেলুন/চালুন · 1-4 ঘুঁটি · ? কী · r নিয়ম · q বন্ধ",
    }
    /// Terminal key line, its first part: the keys that play.
    TermKeysPlay = "term.keys.play" [] {
        en: "Space/Enter roll or move · 1-4 or ←→ choose · click a token · h hint",
        hi: "Space/Enter फेंकें या चलें · 1-4 या ←→ चुनें · मोहरे पर क्लिक · h संकेत",
        bn: "Space/Enter ফেলুন বা চালুন · 1-4 বা ←→ বাছুন · ঘুঁটিতে ক্লিক · h ইঙ্গিত",
    }
    /// Terminal key line: the undo key, shown only while the game allows an undo.
    TermKeysUndo = "term.keys.undo" [] { en: "u undo", hi: "u वापस", bn: "u ফিরিয়ে নিন" }
    /// Terminal key line: `c` then the letter of a seat ({letters}: "y/r", the
    /// colours' key letters, kept as they are) hands it to the CPU or takes it back.
    TermKeysSeat = "term.keys.seat" [letters: Text] {
        en: "c then {letters} CPU seat",
        hi: "c फिर {letters} CPU सीट",
        bn: "c তারপর {letters} CPU আসন",
    }
    /// Terminal key line, its last part.
    TermKeysEnd = "term.keys.end" [] {
        en: "r rules · ? help · q save & quit",
        hi: "r नियम · ? मदद · q सहेजें और बंद करें",
        bn: "r নিয়ম · ? সাহায্য · q সংরক্ষণ করে বন্ধ",
    }
    /// Terminal key line, its last part (as term.keys.end) when the game cannot be
    /// saved (a read-only data folder, or the last save failed): q quits without saving.
    TermKeysEndUnsaved = "term.keys.end_unsaved" [] {
        en: "r rules · ? help · q quit (cannot save here)",
        hi: "r नियम · ? मदद · q बंद करें (यहाँ सहेजा नहीं जा सकता)",
        bn: "r নিয়ম · ? সাহায্য · q বন্ধ (এখানে সংরক্ষণ করা যায় না)",
    }
    /// Terminal panel: heading of the event log.
    TermLog = "term.log" [] { en: "Log", hi: "घटनाक्रम", bn: "ঘটনাক্রম" }
    /// Terminal: the window is smaller than the {w}×{h} characters the board needs;
    /// it is {now_w}×{now_h}.
    TermTooSmall = "term.too_small" [w: Int, h: Int, now_w: Int, now_h: Int] {
        en: "The terminal is too small for the board: it needs at least {w}×{h} characters (now {now_w}×{now_h}).",
        hi: "बोर्ड के लिए टर्मिनल बहुत छोटा है: कम से कम {w}×{h} अक्षर चाहिए (अभी {now_w}×{now_h})।",
        bn: "বোর্ডের জন্য টার্মিনাল খুব ছোট: অন্তত {w}×{h} অক্ষর দরকার (এখন {now_w}×{now_h})।",
    }
    /// Terminal: what to do when the window is too small.
    TermTooSmallWhatToDo = "term.too_small.what_to_do" [] {
        en: "Enlarge the window, or press q to save and quit.",
        hi: "विंडो बड़ी करें, या सहेजकर बंद करने के लिए q दबाएँ।",
        bn: "উইন্ডো বড় করুন, বা সংরক্ষণ করে বন্ধ করতে q চাপুন।",
    }
    /// Terminal: what to do when the window is too small, when the game cannot be
    /// saved (a read-only data folder, or the last save failed).
    TermTooSmallWhatToDoUnsaved = "term.too_small.what_to_do_unsaved" [] {
        en: "Enlarge the window, or press q to quit (the game cannot be saved here).",
        hi: "विंडो बड़ी करें, या बंद करने के लिए q दबाएँ (खेल यहाँ सहेजा नहीं जा सकता)।",
        bn: "উইন্ডো বড় করুন, বা বন্ধ করতে q চাপুন (খেলাটি এখানে সংরক্ষণ করা যায় না)।",
    }
    /// Terminal message after `c`: which seat to hand to the CPU or take back.
    /// {letters}: the key letters of the seats it may be ("y/r", kept as they are).
    TermSeatChoose = "term.seat.choose" [letters: Text] {
        en: "Seat to hand to the CPU or take back: {letters} (the colour)",
        hi: "CPU को देने या वापस लेने के लिए सीट: {letters} (रंग)",
        bn: "CPU-কে দেওয়া বা ফিরিয়ে নেওয়ার আসন: {letters} (রং)",
    }
    /// Terminal message: {player} was a CPU seat from the start and cannot be taken.
    TermSeatCpuFromStart = "term.seat.cpu_from_start" [player: Text] {
        en: "{player} is a CPU seat from the start; only seats a person played can be taken back.",
        hi: "{player} शुरू से CPU की सीट है; केवल व्यक्ति की खेली सीटें वापस ली जा सकती हैं।",
        bn: "{player} শুরু থেকেই CPU-এর আসন; শুধু ব্যক্তির খেলা আসন ফিরিয়ে নেওয়া যায়।",
    }
    /// Terminal help: title of the overlay.
    TermHelpTitle = "term.help.title" [] { en: "Help", hi: "मदद", bn: "সাহায্য" }
    /// Terminal help: heading of the key list.
    TermHelpKeys = "term.help.keys" [] { en: "Keys", hi: "कुंजियाँ", bn: "কী" }
    /// Terminal help, Space / Enter.
    TermHelpPrimary = "term.help.primary" [] {
        en: "roll the die; when choosing, move the selected token",
        hi: "पासा फेंकें; चुनते समय चुना हुआ मोहरा चलाएँ",
        bn: "পাশা ফেলুন; বাছাইয়ের সময় বাছা ঘুঁটি চালুন",
    }
    /// Terminal help, keys 1 to 4.
    TermHelpNumber = "term.help.number" [] {
        en: "move that token (its number is on the board)",
        hi: "वह मोहरा चलाएँ (उसका अंक बोर्ड पर है)",
        bn: "সেই ঘুঁটি চালুন (তার নম্বর বোর্ডে আছে)",
    }
    /// Terminal help, arrow keys.
    TermHelpSelect = "term.help.select" [] {
        en: "select another movable token (underlined)",
        hi: "चल सकने वाला दूसरा मोहरा चुनें (रेखांकित)",
        bn: "চলতে পারে এমন অন্য ঘুঁটি বাছুন (নিচে দাগ দেওয়া)",
    }
    /// Terminal help: the name of the key "mouse click".
    TermHelpClickKey = "term.help.click_key" [] { en: "mouse click", hi: "माउस क्लिक", bn: "মাউস ক্লিক" }
    /// Terminal help, mouse click.
    TermHelpClick = "term.help.click" [] {
        en: "move the token clicked",
        hi: "क्लिक किया मोहरा चलाएँ",
        bn: "ক্লিক করা ঘুঁটি চালুন",
    }
    /// Terminal help, key h.
    TermHelpHint = "term.help.hint" [] {
        en: "hint: the suggested move and why",
        hi: "संकेत: सुझाई गई चाल और उसका कारण",
        bn: "ইঙ্গিত: প্রস্তাবিত চাল ও তার কারণ",
    }
    /// Terminal help, key u.
    TermHelpUndo = "term.help.undo" [] {
        en: "undo your last move (games against the CPU)",
        hi: "अपनी पिछली चाल वापस लें (CPU के साथ खेल में)",
        bn: "আপনার শেষ চাল ফিরিয়ে নিন (CPU-এর সঙ্গে খেলায়)",
    }
    /// Terminal help: the name of the keys "c then y/r" ({letters}: the key letters
    /// of the seats `c` may name, kept as they are).
    TermHelpSeatKey = "term.help.seat_key" [letters: Text] { en: "c then {letters}", hi: "c फिर {letters}", bn: "c তারপর {letters}" }
    /// Terminal help, keys c then a colour letter.
    TermHelpSeat = "term.help.seat" [] {
        en: "hand that colour's seat to the CPU, or take it back",
        hi: "उस रंग की सीट CPU को दें, या वापस लें",
        bn: "সেই রঙের আসন CPU-কে দিন, বা ফিরিয়ে নিন",
    }
    /// Terminal help, key r.
    TermHelpRules = "term.help.rules" [] {
        en: "the house rules of this game, in words",
        hi: "इस खेल के घरेलू नियम, शब्दों में",
        bn: "এই খেলার ঘরোয়া নিয়ম, কথায়",
    }
    /// Terminal help, keys q and Esc.
    TermHelpQuit = "term.help.quit" [] {
        en: "save and quit (the line printed then says how to resume)",
        hi: "सहेजें और बंद करें (तब छपी पंक्ति बताती है कि कैसे जारी रखें)",
        bn: "সংরক্ষণ করে বন্ধ করুন (তখন ছাপা লাইনটি বলে কীভাবে আবার চালাবেন)",
    }
    /// Terminal help, keys q and Esc, when the game cannot be saved (a read-only
    /// data folder, or the last save failed).
    TermHelpQuitUnsaved = "term.help.quit_unsaved" [] {
        en: "quit: the game cannot be saved in this folder, so its moves are lost",
        hi: "बंद करें: खेल इस फ़ोल्डर में सहेजा नहीं जा सकता, इसलिए उसकी चालें खो जाती हैं",
        bn: "বন্ধ করুন: খেলাটি এই ফোল্ডারে সংরক্ষণ করা যায় না, তাই তার চাল হারিয়ে যায়",
    }
    /// Terminal help, key Ctrl-Z (job control): the game pauses and saves, the
    /// shell gets the terminal back, and the shell command `fg` (keep it as it is)
    /// continues the game.
    TermHelpStop = "term.help.stop" [] {
        en: "pause: save and give the terminal back to the shell (fg continues the game)",
        hi: "रोकें: सहेजकर टर्मिनल शेल को लौटाएँ (fg से खेल आगे चलता है)",
        bn: "থামান: সংরক্ষণ করে টার্মিনাল শেলকে ফেরত দিন (fg দিলে খেলা আবার চলে)",
    }
    /// Terminal help, key Ctrl-Z, when the game cannot be saved (a read-only data
    /// folder, or the last save failed): it still pauses and gives the shell the
    /// terminal back, but saves nothing. `fg` is the shell command (keep it as it is).
    TermHelpStopUnsaved = "term.help.stop_unsaved" [] {
        en: "pause: give the terminal back to the shell (fg continues the game; nothing is saved here)",
        hi: "रोकें: टर्मिनल शेल को लौटाएँ (fg से खेल आगे चलता है; यहाँ कुछ सहेजा नहीं जाता)",
        bn: "থামান: টার্মিনাল শেলকে ফেরত দিন (fg দিলে খেলা আবার চলে; এখানে কিছু সংরক্ষণ হয় না)",
    }
    /// Terminal help over the game-over panel, key p.
    TermHelpPlayAgain = "term.help.play_again" [] {
        en: "play again: the same seats and rules",
        hi: "फिर खेलें: वही सीटें और नियम",
        bn: "আবার খেলুন: একই আসন ও নিয়ম",
    }
    /// Terminal help over the game-over panel, key n.
    TermHelpNewGame = "term.help.new_game" [] {
        en: "new game: choose seats and rules",
        hi: "नया खेल: सीटें और नियम चुनें",
        bn: "নতুন খেলা: আসন ও নিয়ম বাছুন",
    }
    /// Terminal help at the end of the lesson, key p.
    TermHelpLessonAgain = "term.help.lesson_again" [] {
        en: "start the lesson again",
        hi: "पाठ फिर शुरू करें",
        bn: "আবার পাঠ শুরু করুন",
    }
    /// Terminal help over the game-over panel (or the lesson's end), keys q and Esc:
    /// the game is over and saved.
    TermHelpQuitOver = "term.help.quit_over" [] {
        en: "quit (the line printed then says where the game is kept)",
        hi: "बंद करें (तब छपी पंक्ति बताती है कि खेल कहाँ रखा है)",
        bn: "বন্ধ করুন (তখন ছাপা লাইনটি বলে খেলাটি কোথায় রাখা আছে)",
    }
    /// Terminal help, key ?.
    TermHelpHelp = "term.help.help" [] { en: "this help", hi: "यह मदद", bn: "এই সাহায্য" }
    /// Terminal help: how to read the board's marks (keep the symbols).
    TermHelpLegend = "term.help.legend" [] {
        en: "Board: [○] start squares, ★ safe stars, ⌂ the finish; ○ yellow, □ blue, △ red, ✚ green.",
        hi: "बोर्ड: [○] शुरुआत के खाने, ★ सुरक्षित तारे, ⌂ मंजिल; ○ पीला, □ नीला, △ लाल, ✚ हरा।",
        bn: "বোর্ড: [○] শুরুর ঘর, ★ নিরাপদ তারা, ⌂ গন্তব্য; ○ হলুদ, □ নীল, △ লাল, ✚ সবুজ।",
    }
    /// Terminal help: the game saves itself; how to close the help.
    TermHelpSaves = "term.help.saves" [] {
        en: "The game saves after every action. Press any key to close this help.",
        hi: "हर कदम के बाद खेल सहेजा जाता है। यह मदद बंद करने के लिए कोई भी कुंजी दबाएँ।",
        bn: "প্রতিটি পদক্ষেপের পরে খেলা সংরক্ষিত হয়। এই সাহায্য বন্ধ করতে যেকোনো কী চাপুন।",
    }
    /// Terminal help, its last line when the game cannot be saved (a read-only data
    /// folder, or the last save failed), in place of term.help.saves.
    TermHelpSavesUnsaved = "term.help.saves_unsaved" [] {
        en: "Nothing can be saved in this folder. Press any key to close this help.",
        hi: "इस फ़ोल्डर में कुछ भी सहेजा नहीं जा सकता। यह मदद बंद करने के लिए कोई भी कुंजी दबाएँ।",
        bn: "এই ফোল্ডারে কিছুই সংরক্ষণ করা যায় না। এই সাহায্য বন্ধ করতে যেকোনো কী চাপুন।",
    }
    /// Terminal: title of the house-rules overlay and heading on the setup screen.
    TermHouseRules = "term.house_rules" [] { en: "House rules", hi: "घरेलू नियम", bn: "ঘরোয়া নিয়ম" }
    /// Terminal: how to close an overlay.
    TermPressAnyKey = "term.press_any_key" [] {
        en: "Press any key to close.",
        hi: "बंद करने के लिए कोई भी कुंजी दबाएँ।",
        bn: "বন্ধ করতে যেকোনো কী চাপুন।",
    }
    /// Terminal setup screen: its title.
    TermSetupTitle = "term.setup.title" [] { en: "Ludo: new game", hi: "लूडो: नया खेल", bn: "লুডো: নতুন খেলা" }
    /// Terminal setup screen: heading of the seats.
    TermSetupSeats = "term.setup.seats" [] { en: "Seats", hi: "सीटें", bn: "আসন" }
    /// Terminal setup screen, row label.
    TermSetupPreset = "term.setup.preset" [] { en: "Preset", hi: "तैयार नियम", bn: "প্রস্তুত নিয়ম" }
    /// Terminal setup screen, row label.
    TermSetupBoard = "term.setup.board" [] { en: "Board", hi: "बोर्ड", bn: "বোর্ড" }
    /// Terminal setup screen, row label; the digit keys toggle a die face.
    TermSetupExit = "term.setup.exit" [] {
        en: "Exit number (1-6 toggle a face)",
        hi: "आधार से निकलने का अंक (1-6 से बदलें)",
        bn: "ঘাঁটি থেকে বের হওয়ার সংখ্যা (1-6 দিয়ে বদলান)",
    }
    /// Terminal setup screen, row label.
    TermSetupNoToken = "term.setup.no_token" [] { en: "No token on board", hi: "रास्ते पर कोई मोहरा नहीं", bn: "পথে কোনো ঘুঁটি নেই" }
    /// Terminal setup screen, row label.
    TermSetupThreeSixes = "term.setup.three_sixes" [] { en: "Three sixes end the turn", hi: "तीन 6 से बारी खत्म", bn: "তিনবার 6 এলে পালা শেষ" }
    /// Terminal setup screen, row label.
    TermSetupCaptureRoll = "term.setup.capture_roll" [] { en: "Roll again after a capture", hi: "पकड़ने पर फिर फेंकें", bn: "ধরলে আবার ফেলুন" }
    /// Terminal setup screen, row label.
    TermSetupFinishRoll = "term.setup.finish_roll" [] {
        en: "Roll again on reaching the finish",
        hi: "मंजिल पर फिर फेंकें",
        bn: "পৌঁছালে আবার ফেলুন",
    }
    /// Terminal setup screen, row label.
    TermSetupExactFinish = "term.setup.exact_finish" [] { en: "Exact roll to finish", hi: "ठीक अंक से मंजिल", bn: "ঠিক সংখ্যায় গন্তব্য" }
    /// Terminal setup screen, row label.
    TermSetupRankEveryone = "term.setup.rank_everyone" [] { en: "Rank everyone", hi: "सबके स्थान तय करें", bn: "সবার স্থান ঠিক করুন" }
    /// Terminal setup screen, row label.
    TermSetupRotate = "term.setup.rotate" [] {
        en: "Rotate first player on play again",
        hi: "दोबारा खेलने पर पहला खिलाड़ी बदलें",
        bn: "আবার খেললে প্রথম পালা বদল",
    }
    /// Terminal setup screen, row label.
    TermSetupSafe = "term.setup.safe" [] { en: "Safe squares", hi: "सुरक्षित खाना", bn: "নিরাপদ ঘর" }
    /// Terminal setup screen, row label.
    TermSetupBlocks = "term.setup.blocks" [] { en: "Blocking squares", hi: "न गुजर सकने वाले खाने", bn: "যেসব ঘর পার হওয়া যায় না" }
    /// Terminal setup screen, row label.
    TermSetupTimeLimit = "term.setup.time_limit" [] { en: "Turn time limit", hi: "बारी समय सीमा", bn: "প্রতি পালার সময়সীমা" }
    /// Terminal setup screen, row label: the seed of the dice.
    TermSetupSeed = "term.setup.seed" [] { en: "Dice seed", hi: "पासे का बीज (seed)", bn: "পাশার বীজ (seed)" }
    /// Terminal setup screen, last row.
    TermSetupStart = "term.setup.start" [] { en: "Start the game", hi: "खेल शुरू करें", bn: "খেলা শুরু করুন" }
    /// Terminal setup screen value: the colour does not play.
    TermSetupOff = "term.setup.off" [] { en: "not playing", hi: "नहीं खेल रहा", bn: "খেলছে না" }
    /// Terminal setup screen value: the board is always the cross.
    TermSetupBoardCross = "term.setup.board.cross" [] { en: "always the cross", hi: "हमेशा क्रॉस", bn: "সবসময় ক্রস" }
    /// Terminal setup screen value: the board depends on the number of players.
    TermSetupBoardByCount = "term.setup.board.by_count" [] { en: "by player count", hi: "लोगों के अनुसार", bn: "খেলোয়াড় অনুযায়ী" }
    /// Terminal setup screen value: every face is an exit number.
    TermSetupExitAny = "term.setup.exit.any" [] { en: "any roll", hi: "कोई भी अंक", bn: "যেকোনো সংখ্যা" }
    /// Terminal setup screen value: joins exit numbers ("1 or 6"); {rest} may be
    /// another such list.
    TermSetupOr = "term.setup.or" [first: Text, rest: Text] { en: "{first} or {rest}", hi: "{first} या {rest}", bn: "{first} বা {rest}" }
    /// Terminal setup screen value: with no token on the board, roll as usual.
    TermSetupNoTokenRoll = "term.setup.no_token.roll" [] { en: "roll normally", hi: "कोई खास नियम नहीं", bn: "বিশেষ নিয়ম নেই" }
    /// Terminal setup screen value: with no token on the board, one comes out.
    TermSetupNoTokenAuto = "term.setup.no_token.auto" [] { en: "take one out without rolling", hi: "बिना फेंके एक निकालें", bn: "না ফেলেই একটি বের" }
    /// Terminal setup screen value: with no token on the board, three tries.
    TermSetupNoTokenTries = "term.setup.no_token.tries" [] { en: "up to 3 rolls", hi: "अधिकतम 3 बार फेंकें", bn: "সর্বোচ্চ 3 বার" }
    /// Terminal setup screen value: a rule switched on.
    TermOn = "term.on" [] { en: "on", hi: "हाँ", bn: "হ্যাঁ" }
    /// Terminal setup screen value: a rule switched off.
    TermOff = "term.off" [] { en: "off", hi: "नहीं", bn: "না" }
    /// Terminal setup screen value: none (safe squares, blocks, time limit).
    TermNone = "term.none" [] { en: "none", hi: "कोई नहीं", bn: "কোনোটিই নয়" }
    /// Terminal setup screen value: safe squares are the starts and the stars.
    TermSetupSafeStars = "term.setup.safe.stars" [] { en: "starts and stars", hi: "शुरुआत और तारे", bn: "শুরু ও তারা" }
    /// Terminal setup screen value: only the starts are safe.
    TermSetupSafeStarts = "term.setup.safe.starts" [] { en: "starts only", hi: "केवल शुरुआत", bn: "শুধু শুরু" }
    /// Terminal setup screen value: two tokens together block.
    TermSetupBlocksTwo = "term.setup.blocks.two" [] { en: "two together", hi: "दो साथ", bn: "দুই একসঙ্গে" }
    /// Terminal setup screen value: no token passes another.
    TermSetupBlocksNoOvertaking = "term.setup.blocks.no_overtaking" [] { en: "no overtaking", hi: "आगे निकलना मना", bn: "টপকানো নিষেধ" }
    /// Terminal setup screen value: no seed typed, the dice are random.
    TermSetupSeedRandom = "term.setup.seed.random" [] { en: "random (type digits)", hi: "बेतरतीब (अंक लिखें)", bn: "এলোমেলো (সংখ্যা লিখুন)" }
    /// Terminal setup screen explanation: {player} (a colour name) does not play.
    TermSetupSeatOff = "term.setup.seat.off" [player: Text] {
        en: "{player} does not play.",
        hi: "{player} नहीं खेलता।",
        bn: "{player} খেলছে না।",
    }
    /// Terminal setup screen explanation: a person plays {player} (a colour name).
    TermSetupSeatPerson = "term.setup.seat.person" [player: Text] {
        en: "A person plays {player} at this keyboard (several people take turns).",
        hi: "इस कीबोर्ड पर एक व्यक्ति {player} खेलता है (कई लोग बारी-बारी से)।",
        bn: "এই কীবোর্ডে একজন ব্যক্তি {player} খেলছে (কয়েকজন পালা করে)।",
    }
    /// Terminal setup screen explanation: the CPU plays {player}; {about} is one of
    /// the term.level.*.about texts.
    TermSetupSeatCpu = "term.setup.seat.cpu" [player: Text, about: Text] {
        en: "The CPU plays {player}: {about}.",
        hi: "{player} को CPU खेलता है: {about}।",
        bn: "{player} খেলছে CPU: {about}।",
    }
    /// Terminal setup screen: CPU level "random" explained, inside term.setup.seat.cpu.
    TermLevelRandomAbout = "term.level.random.about" [] { en: "random, any legal move", hi: "बेतरतीब, कोई भी नियमानुसार चाल", bn: "এলোমেলো, যেকোনো বৈধ চাল" }
    /// Terminal setup screen: CPU level "easy" explained.
    TermLevelEasyAbout = "term.level.easy.about" [] { en: "easy, takes what it sees", hi: "आसान, जो दिखे वही लेता है", bn: "সহজ, যা দেখে তাই নেয়" }
    /// Terminal setup screen: CPU level "medium" explained.
    TermLevelMediumAbout = "term.level.medium.about" [] { en: "medium, plays safe and captures", hi: "मध्यम, सुरक्षित खेलता है और पकड़ता है", bn: "মাঝারি, নিরাপদে খেলে ও ধরে" }
    /// Terminal setup screen: CPU level "hard" explained.
    TermLevelHardAbout = "term.level.hard.about" [] { en: "hard, weighs risks and chances", hi: "कठिन, जोखिम और मौके तौलता है", bn: "কঠিন, ঝুঁকি ও সুযোগ মেপে দেখে" }
    /// Terminal setup screen: CPU level "expert" explained.
    TermLevelExpertAbout = "term.level.expert.about" [] { en: "expert, looks ahead at the dice", hi: "विशेषज्ञ, आगे के पासों तक सोचता है", bn: "বিশেষজ্ঞ, সামনের দানগুলো ভেবে দেখে" }
    /// Terminal setup screen explanation of the seed row.
    TermSetupSeedAbout = "term.setup.seed.about" [] {
        en: "The same seed and the same moves give the same dice; random: a new game every time.",
        hi: "एक ही बीज और एक ही चालों से वही पासे आते हैं; बेतरतीब: हर बार नया खेल।",
        bn: "একই বীজ ও একই চালে একই দান পড়ে; এলোমেলো: প্রতিবার নতুন খেলা।",
    }
    /// Terminal setup screen explanation of the start row.
    TermSetupStartAbout = "term.setup.start.about" [] {
        en: "Start the game with these seats and house rules.",
        hi: "इन सीटों और घरेलू नियमों से खेल शुरू करें।",
        bn: "এই আসন ও ঘরোয়া নিয়মে খেলা শুরু করুন।",
    }
    /// Terminal setup screen: its keys.
    TermSetupKeys = "term.setup.keys" [] {
        en: "↑↓ choose a line · ←→ change it · digits type the seed · Enter/s start · q quit",
        hi: "↑↓ पंक्ति चुनें · ←→ बदलें · अंक बीज लिखते हैं · Enter/s शुरू · q बंद करें",
        bn: "↑↓ লাইন বাছুন · ←→ বদলান · সংখ্যা দিয়ে বীজ লিখুন · Enter/s শুরু · q বন্ধ",
    }
    /// Terminal setup screen, refused: fewer than two colours play.
    TermSetupTwoPlayers = "term.setup.two_players" [] {
        en: "At least two colours must play.",
        hi: "कम से कम दो रंग खेलने चाहिए।",
        bn: "অন্তত দুটি রং খেলতে হবে।",
    }
    /// Terminal setup screen, refused: the typed seed is too large.
    TermSetupBadSeed = "term.setup.bad_seed" [] {
        en: "The seed must be a number below 2^64.",
        hi: "बीज 2^64 से छोटी संख्या होनी चाहिए।",
        bn: "বীজ 2^64-এর চেয়ে ছোট সংখ্যা হতে হবে।",
    }
    /// Terminal setup screen, refused: the last exit number cannot be cleared.
    TermSetupOneExit = "term.setup.one_exit" [] {
        en: "At least one exit number must stay chosen.",
        hi: "कम से कम एक निकलने का अंक चुना रहना चाहिए।",
        bn: "অন্তত একটি বের হওয়ার সংখ্যা বাছা থাকতে হবে।",
    }
    /// Terminal replay: the action before the first one.
    TermReplayStart = "term.replay.start" [] { en: "the start", hi: "आरंभ", bn: "সূচনা" }
    /// Terminal replay: the action "roll".
    TermReplayRoll = "term.replay.roll" [] { en: "roll", hi: "पासा फेंका", bn: "পাশা ফেলা" }
    /// Terminal replay: the action "move token {token}".
    TermReplayMove = "term.replay.move" [token: Int] { en: "move token {token}", hi: "मोहरा {token} चला", bn: "ঘুঁটি {token} চালা" }
    /// Terminal replay: the action "the turn timer ran out".
    TermReplayTimeOut = "term.replay.time_out" [] { en: "time-out", hi: "समय खत्म", bn: "সময় শেষ" }
    /// Terminal replay text: game {n} with {rules} and {seats} (a list).
    TermReplayHeader = "term.replay.header" [n: Int, rules: Text, seats: Text] {
        en: "Game {n} · {rules} · {seats}",
        hi: "खेल {n} · {rules} · {seats}",
        bn: "খেলা {n} · {rules} · {seats}",
    }
    /// Terminal replay text: the game did not end.
    TermReplayNotOver = "term.replay.not_over" [] {
        en: "(the game is not over)",
        hi: "(खेल अभी खत्म नहीं हुआ)",
        bn: "(খেলা এখনো শেষ হয়নি)",
    }
    /// Terminal replay: the title, game {n}.
    TermReplayTitle = "term.replay.title" [n: Int] { en: "REPLAY · game {n}", hi: "दोबारा देखें · खेल {n}", bn: "আবার দেখা · খেলা {n}" }
    /// Terminal replay: step {step} of {len} shown.
    TermReplayStep = "term.replay.step" [step: Int, len: Int] { en: "Step {step} of {len}", hi: "कदम {step} / {len}", bn: "ধাপ {step} / {len}" }
    /// Terminal replay: step {step} of {len}, playing by itself.
    TermReplayStepPlaying = "term.replay.step_playing" [step: Int, len: Int] {
        en: "Step {step} of {len} (playing)",
        hi: "कदम {step} / {len} (चल रहा है)",
        bn: "ধাপ {step} / {len} (চলছে)",
    }
    /// Terminal replay: the action {action} shown.
    TermReplayAction = "term.replay.action" [action: Text] { en: "Action: {action}", hi: "कदम: {action}", bn: "পদক্ষেপ: {action}" }
    /// Terminal replay: its keys.
    TermReplayKeys = "term.replay.keys" [] {
        en: "→/Space next · ← back · PgUp/PgDn ±10 · Home/End · a autoplay · q quit",
        hi: "→/Space अगला · ← पीछे · PgUp/PgDn ±10 · Home/End · a अपने-आप · q बंद करें",
        bn: "→/Space পরের · ← পিছনে · PgUp/PgDn ±10 · Home/End · a নিজে চলুক · q বন্ধ",
    }

    /// Terminal game-over panel: title.
    TermOverTitle = "term.over.title" [] { en: "GAME OVER", hi: "खेल खत्म", bn: "খেলা শেষ" }
    /// Terminal game-over panel: {players} share a place.
    TermOverShared = "term.over.shared" [players: Text] { en: "{players} (shared)", hi: "{players} (बराबर)", bn: "{players} (যৌথ)" }
    /// Terminal game-over panel: heading of the table of die faces rolled (short).
    TermOverDice = "term.over.dice" [] { en: "Dice rolled", hi: "पासे के अंक", bn: "পাশার দান" }
    /// Terminal game-over panel: the column of all rolls (short).
    TermOverTotal = "term.over.total" [] { en: "total", hi: "कुल", bn: "মোট" }
    /// Terminal game-over panel: `p` plays again and {player} starts (not Enter,
    /// which rolls: held, it skipped the panel).
    TermOverAgainStarts = "term.over.again_starts" [player: Text] {
        en: "p: play again ({player} starts)",
        hi: "p: फिर खेलें ({player} शुरू करेगा)",
        bn: "p: আবার খেলুন ({player} শুরু করবে)",
    }
    /// Terminal game-over panel: `p` plays again, everyone rolls for who starts.
    TermOverAgainRoll = "term.over.again_roll" [] {
        en: "p: play again (roll for who starts)",
        hi: "p: फिर खेलें (पासे से तय कि कौन शुरू करेगा)",
        bn: "p: আবার খেলুন (পাশা ঠিক করবে কে শুরু করবে)",
    }
    /// Terminal game-over panel: the other keys.
    TermOverKeys = "term.over.keys" [] {
        en: "n: new game (setup)    q: quit",
        hi: "n: नया खेल (तैयारी)    q: बंद करें",
        bn: "n: নতুন খেলা (সাজানো)    q: বন্ধ",
    }
    /// Terminal: the name of the game in window titles.
    TermLudo = "term.ludo" [] { en: "Ludo", hi: "लूडो", bn: "লুডো" }
    /// Terminal, after "new game" at the resume prompt: the unfinished game was set
    /// aside, as the file {path} (a path, kept as it is).
    TermNoticeSetAside = "term.notice.set_aside" [path: Text] {
        en: "The unfinished game is kept as {path}.",
        hi: "अधूरा खेल {path} के रूप में रखा गया है।",
        bn: "অসমাপ্ত খেলাটি {path} হিসেবে রাখা হয়েছে।",
    }
    /// Terminal: a damaged save {from} was moved aside, to {to} (paths, kept as they are).
    TermNoticeDamagedKept = "term.notice.damaged_kept" [from: Text, to: Text] {
        en: "The damaged save {from} is kept as {to}.",
        hi: "खराब सहेजी गई फ़ाइल {from} को {to} के रूप में रखा गया है।",
        bn: "ক্ষতিগ্রস্ত সংরক্ষিত ফাইল {from} {to} হিসেবে রাখা হয়েছে।",
    }
    /// Terminal, a new game asked for on the command line (`ludo play` with its
    /// new-game option) as it starts: the unfinished game could not be
    /// set aside ({why}: the system's reason, in English), so the new game does not
    /// start (it could never be saved).
    TermNoticeNewRefused = "term.notice.new_refused" [why: Text] {
        en: "Could not keep the unfinished game aside ({why}), so the new game did not start; the unfinished one is still saved.",
        hi: "अधूरा खेल अलग नहीं रखा जा सका ({why}), इसलिए नया खेल शुरू नहीं हुआ; अधूरा खेल अब भी सहेजा हुआ है।",
        bn: "অসমাপ্ত খেলাটি আলাদা করে রাখা গেল না ({why}), তাই নতুন খেলা শুরু হয়নি; অসমাপ্ত খেলাটি এখনও সংরক্ষিত আছে।",
    }
    /// Terminal, at the resume prompt: the unfinished game could not be set aside
    /// ({why}: the system's reason, in English), so no new game starts.
    TermNoticeSetAsideFailed = "term.notice.set_aside_failed" [why: Text] {
        en: "Could not keep the unfinished game aside ({why}); resume it (y) or quit (q).",
        hi: "अधूरा खेल अलग नहीं रखा जा सका ({why}); उसे जारी रखें (y) या बंद करें (q)।",
        bn: "অসমাপ্ত খেলাটি আলাদা করে রাখা গেল না ({why}); সেটি চালিয়ে যান (y) বা বন্ধ করুন (q)।",
    }
    /// Terminal resume prompt: its first line.
    TermResumeTitle = "term.resume.title" [] {
        en: "An unfinished game was saved.",
        hi: "एक अधूरा खेल सहेजा हुआ है।",
        bn: "একটি অসমাপ্ত খেলা সংরক্ষিত আছে।",
    }
    /// Terminal resume prompt: the game's {rules} (term.rules.*).
    TermResumeGame = "term.resume.game" [rules: Text] { en: "Rules: {rules}", hi: "नियम: {rules}", bn: "নিয়ম: {rules}" }
    /// Terminal resume prompt: the {players} of the game.
    TermResumePlayers = "term.resume.players" [players: Text] { en: "Players: {players}", hi: "खिलाड़ी: {players}", bn: "খেলোয়াড়: {players}" }
    /// Terminal resume prompt: {n} actions were played.
    TermResumeActions = "term.resume.actions" [n: Int] {
        en: { n; one: "{n} action played.", other: "{n} actions played." },
        hi: { n; one: "{n} कदम खेला गया।", other: "{n} कदम खेले गए।" },
        bn: { n; one: "{n}টি পদক্ষেপ খেলা হয়েছে।", other: "{n}টি পদক্ষেপ খেলা হয়েছে।" },
    }
    /// Terminal resume prompt and setup screen: {n} unfinished games were set aside
    /// under `abandoned/` earlier; the {command} that lists them.
    TermSetAsideHint = "term.set_aside_hint" [n: Int, command: Text] {
        en: { n; one: "{n} unfinished game set aside earlier: {command} lists it.", other: "{n} unfinished games set aside earlier: {command} lists them." },
        hi: { n; one: "पहले अलग रखा गया {n} अधूरा खेल: {command} उसे दिखाता है।", other: "पहले अलग रखे गए {n} अधूरे खेल: {command} उन्हें दिखाता है।" },
        bn: { n; one: "আগে সরিয়ে রাখা {n}টি অসমাপ্ত খেলা: {command} সেটি দেখায়।", other: "আগে সরিয়ে রাখা {n}টি অসমাপ্ত খেলা: {command} সেগুলো দেখায়।" },
    }
    /// Terminal list of the games set aside (each line: the first digits of its id,
    /// then aside.game): its last line: the times are UTC, the {resume} command
    /// continues a game set aside, the {replay} command watches one (both commands
    /// as typed).
    TermAsideFooter = "term.aside.footer" [resume: Text, replay: Text] {
        en: "Times are UTC. Continue one with {resume} (the first digits of its id are enough; the game saved now is set aside first). Watch one with {replay}.",
        hi: "समय UTC में हैं। किसी एक को {resume} से जारी रखें (उसकी पहचान के पहले अंक काफ़ी हैं; अभी सहेजा खेल पहले अलग रखा जाता है)। किसी एक को {replay} से देखें।",
        bn: "সময় UTC অনুযায়ী। কোনো একটি {resume} দিয়ে চালিয়ে যান (তার পরিচয়ের প্রথম অঙ্কগুলোই যথেষ্ট; এখন সংরক্ষিত খেলাটি আগে সরিয়ে রাখা হয়)। কোনো একটি {replay} দিয়ে দেখুন।",
    }
    /// Terminal list of the games set aside, when no game is set aside in the
    /// folder {dir} (a path).
    TermAsideNone = "term.aside.none" [dir: Text] {
        en: "No unfinished games set aside in {dir}.",
        hi: "{dir} में कोई अधूरा खेल अलग नहीं रखा गया है।",
        bn: "{dir}-এ কোনো অসমাপ্ত খেলা সরিয়ে রাখা নেই।",
    }
    /// Terminal resume prompt: its keys.
    TermResumeKeys = "term.resume.keys" [] {
        en: "y / Enter: resume it    n: set up a new game    q: quit",
        hi: "y / Enter: जारी रखें    n: नया खेल तैयार करें    q: बंद करें",
        bn: "y / Enter: চালিয়ে যান    n: নতুন খেলা সাজান    q: বন্ধ",
    }
    /// Terminal resume prompt: its keys when a new game was asked for.
    TermResumeKeysRequested = "term.resume.keys_requested" [] {
        en: "y / Enter: resume it   n: set it aside, start the new game   q: quit",
        hi: "y / Enter: जारी रखें   n: इसे अलग रखकर नया खेल शुरू करें   q: बंद करें",
        bn: "y / Enter: চালিয়ে যান   n: এটি সরিয়ে রেখে নতুন খেলা শুরু করুন   q: বন্ধ",
    }
    // ---- saves ----
    /// The table could not write its save; the last save on disk stays.
    SaveFailed = "save.failed" [] {
        en: "This game could not be saved; the last save is kept.",
        hi: "यह खेल सहेजा नहीं जा सका; पिछला सहेजा खेल बना रहेगा।",
        bn: "এই খেলা সংরক্ষণ করা গেল না; আগের সংরক্ষণ রাখা আছে।",
    }
    /// Before the first roll: the short code of the dice commitment (`docs/fair-dice.md`).
    DiceCode = "dice.code" [code: Text] {
        en: "Dice code {code}. When the game ends, every roll can be checked against it.",
        hi: "पासा कोड {code}। खेल खत्म होने पर हर फेंक इससे जाँची जा सकती है।",
        bn: "পাশার কোড {code}। খেলা শেষে প্রতিটি দান এর সঙ্গে মিলিয়ে দেখা যায়।",
    }
    /// Game over: every roll came from the committed dice.
    DiceVerified = "dice.verified" [] {
        en: "Dice verified: every roll came from the dice code shown at the start.",
        hi: "पासा जाँचा गया: हर फेंक शुरुआत में दिखाए गए पासा कोड से आई।",
        bn: "পাশা যাচাই হয়েছে: প্রতিটি দান শুরুতে দেখানো পাশার কোড থেকে এসেছে।",
    }
    /// Game over: the rolls do not match the committed dice.
    DiceNotVerified = "dice.not_verified" [] {
        en: "Dice NOT verified: the rolls do not match the dice code.",
        hi: "पासा जाँच विफल: फेंके गए पासे पासा कोड से मेल नहीं खाते।",
        bn: "পাশা যাচাই হয়নি: দানগুলো পাশার কোডের সঙ্গে মেলে না।",
    }
    // ---- ffi ----
    /// Records, dice fairness of a profile: fewer rolls than the test needs.
    /// {rolls}: rolls counted; {needed}: rolls needed (30).
    RecordsFairnessTooFew = "records.fairness.too_few" [rolls: Int, needed: Int] {
        en: "Too few rolls to tell yet: {rolls} of the {needed} needed.",
        hi: "अभी कहा नहीं जा सकता, फेंक बहुत कम हैं: {needed} में से {rolls}।",
        bn: "এখনো বলা যায় না, দান খুব কম: {needed}টির মধ্যে {rolls}টি।",
    }
    /// Records, dice fairness of a profile: the counts look like a fair die's.
    /// {p}: the p-value as "p = 0.42" (Latin digits).
    RecordsFairnessAsExpected = "records.fairness.as_expected" [p: Text] {
        en: "As expected from a fair die ({p}).",
        hi: "निष्पक्ष पासे से जैसी उम्मीद थी, वैसा ही ({p})।",
        bn: "ন্যায্য পাশা থেকে যেমন আশা করা যায়, তেমনই ({p})।",
    }
    /// Records, dice fairness of a profile: the counts are rare for a fair die.
    /// {p}: the p-value as "p = 0.003" (Latin digits).
    RecordsFairnessUnusual = "records.fairness.unusual" [p: Text] {
        en: "Unusual for a fair die: {p}. Counts this uneven are rare, but they happen.",
        hi: "निष्पक्ष पासे के लिए असामान्य: {p}। इतनी असमान गिनती कम होती है, पर होती है।",
        bn: "ন্যায্য পাশার পক্ষে অস্বাভাবিক: {p}। এত অসমান গণনা কম হয়, তবে হয়।",
    }
    /// Terminal log and the line printed at the end: the finished game was recorded
    /// in the history and changed no rating (no reason known).
    TermRecorded = "term.recorded" [] {
        en: "Recorded in the history.",
        hi: "इतिहास में दर्ज किया गया।",
        bn: "ইতিহাসে লেখা হয়েছে।",
    }
    /// Terminal log: the finished game was recorded in the history and rated:
    /// {changes} each profile's rating before and after ("Asha 1200 → 1216", joined
    /// with list.separator).
    TermRecordedRated = "term.recorded.rated" [changes: Text] {
        en: "Recorded in the history: rated, {changes}.",
        hi: "इतिहास में दर्ज किया गया: रेटिंग हुई, {changes}।",
        bn: "ইতিহাসে লেখা হয়েছে: রেটিং হয়েছে, {changes}।",
    }
    /// Terminal log: the finished game was recorded in the history but not rated:
    /// {why} one of the records.unrated.* sentences ("Not rated: a move was taken
    /// back.").
    TermRecordedUnrated = "term.recorded.unrated" [why: Text] {
        en: "Recorded in the history. {why}",
        hi: "इतिहास में दर्ज किया गया। {why}",
        bn: "ইতিহাসে লেখা হয়েছে। {why}",
    }
    /// Records, a recorded game that changed no rating: it was the lesson.
    RecordsUnratedTutorial = "records.unrated.tutorial" [] {
        en: "Not rated: it was the lesson.",
        hi: "रेटिंग नहीं: यह पाठ था।",
        bn: "রেটিং হয়নি: এটি পাঠ ছিল।",
    }
    /// Records, a recorded game that changed no rating: the dice were scripted.
    RecordsUnratedScriptedDice = "records.unrated.scripted_dice" [] {
        en: "Not rated: the dice were scripted.",
        hi: "रेटिंग नहीं: पासे पहले से तय थे।",
        bn: "রেটিং হয়নি: পাশার দান আগে থেকে ঠিক করা ছিল।",
    }
    /// Records, a recorded game that changed no rating: its dice came from a chosen
    /// seed (the terminal's seed option), known in advance.
    RecordsUnratedChosenSeed = "records.unrated.chosen_seed" [] {
        en: "Not rated: the dice came from a chosen seed.",
        hi: "रेटिंग नहीं: पासे एक चुने हुए बीज (seed) से आए थे।",
        bn: "রেটিং হয়নি: পাশা একটি বেছে নেওয়া সিড (seed) থেকে এসেছিল।",
    }
    /// Records, a recorded game that changed no rating: a move was taken back.
    RecordsUnratedUndo = "records.unrated.undo" [] {
        en: "Not rated: a move was taken back.",
        hi: "रेटिंग नहीं: एक चाल वापस ली गई।",
        bn: "রেটিং হয়নি: একটি চাল ফিরিয়ে নেওয়া হয়েছে।",
    }
    /// Records, a recorded game that changed no rating: a seat went to the CPU or
    /// from it during the game.
    RecordsUnratedSeatHandedOver = "records.unrated.seat_handed_over" [] {
        en: "Not rated: a seat changed hands.",
        hi: "रेटिंग नहीं: एक सीट किसी और के हाथ गई।",
        bn: "রেটিং হয়নি: একটি আসন হাতবদল হয়েছে।",
    }
    /// Records, a recorded game that changed no rating: no seat had a profile.
    RecordsUnratedNoProfile = "records.unrated.no_profile" [] {
        en: "Not rated: no player had a profile.",
        hi: "रेटिंग नहीं: किसी खिलाड़ी की प्रोफ़ाइल नहीं थी।",
        bn: "রেটিং হয়নি: কোনো খেলোয়াড়ের প্রোফাইল ছিল না।",
    }
    /// Records, a recorded game that changed no rating: fewer than two rated players.
    RecordsUnratedNoRatedOpponent = "records.unrated.no_rated_opponent" [] {
        en: "Not rated: no rated opponent (guests have no rating).",
        hi: "रेटिंग नहीं: कोई रेटिंग वाला विरोधी नहीं (मेहमानों की रेटिंग नहीं होती)।",
        bn: "রেটিং হয়নি: রেটিং থাকা কোনো প্রতিপক্ষ নেই (অতিথিদের রেটিং নেই)।",
    }
    /// Records, said once after opening: the database file was damaged and kept
    /// under another name. {file}: that file's name.
    RecordsSetAside = "records.set_aside" [file: Text] {
        en: "The records could not be read, so a new, empty record book was started. The old file was kept as {file}.",
        hi: "रिकॉर्ड पढ़े नहीं जा सके, इसलिए नई खाली रिकॉर्ड बुक शुरू की गई। पुरानी फ़ाइल {file} नाम से रखी गई है।",
        bn: "রেকর্ড পড়া গেল না, তাই নতুন খালি রেকর্ড খাতা শুরু করা হয়েছে। পুরোনো ফাইলটি {file} নামে রাখা আছে।",
    }
    /// Records, said once after opening: the database file was damaged, kept under
    /// another name, and the records were restored from their last backup (the
    /// copy made after the last change). {file}: the damaged file's name.
    RecordsRestored = "records.restored" [file: Text] {
        en: "The records could not be read, so they were restored from their last backup. The damaged file was kept as {file}.",
        hi: "रिकॉर्ड पढ़े नहीं जा सके, इसलिए उन्हें पिछले बैकअप से वापस लाया गया। ख़राब फ़ाइल {file} नाम से रखी गई है।",
        bn: "রেকর্ড পড়া গেল না, তাই শেষ ব্যাকআপ থেকে সেগুলো ফিরিয়ে আনা হয়েছে। নষ্ট ফাইলটি {file} নামে রাখা আছে।",
    }
    /// Records, a new profile name refused: it looks like another profile's name
    /// (the same letters from another alphabet, fullwidth letters, "ß" for "ss").
    /// {name}: the other profile's name.
    RecordsNameLooksLike = "records.name_looks_like" [name: Text] {
        en: "That name looks like the profile {name}. Choose a name that looks different.",
        hi: "यह नाम प्रोफ़ाइल {name} जैसा दिखता है। कोई ऐसा नाम चुनें जो अलग दिखे।",
        bn: "এই নামটি প্রোফাইল {name}-এর মতো দেখায়। এমন একটি নাম বেছে নিন যা আলাদা দেখায়।",
    }
    /// Records, a new profile name refused: nothing of it shows (only blanks or
    /// accents without a letter).
    RecordsNameBlank = "records.name_blank" [] {
        en: "A name needs at least one letter, digit or sign that shows.",
        hi: "नाम में कम से कम एक दिखने वाला अक्षर, अंक या चिह्न होना चाहिए।",
        bn: "নামে অন্তত একটি দেখা যায় এমন অক্ষর, সংখ্যা বা চিহ্ন থাকতে হবে।",
    }
    /// Records, a profile's statistics, first line: its rating (a whole number) and
    /// how many rated games changed it.
    RecordsStatsRating = "records.stats.rating" [rating: Int, rated: Int] {
        en: { rated; one: "Rating {rating} ({rated} rated game)", other: "Rating {rating} ({rated} rated games)" },
        hi: { rated; one: "रेटिंग {rating} ({rated} रेटेड खेल)", other: "रेटिंग {rating} ({rated} रेटेड खेल)" },
        bn: { rated; one: "রেটিং {rating} ({rated}টি রেটেড খেলা)", other: "রেটিং {rating} ({rated}টি রেটেড খেলা)" },
    }
    /// Records, a profile's statistics: games played and first places.
    RecordsStatsGames = "records.stats.games" [games: Int, wins: Int] {
        en: "Games: {games}, won: {wins}",
        hi: "खेल: {games}, जीते: {wins}",
        bn: "খেলা: {games}, জয়: {wins}",
    }
    /// The ordinal "first" of a place: the records' statistics (records.stats.place)
    /// and the terminal's seat rows (term.seat.place).
    Ordinal1 = "ordinal.1" [] { en: "1st", hi: "पहला", bn: "প্রথম" }
    /// The ordinal "second" of a place (as ordinal.1).
    Ordinal2 = "ordinal.2" [] { en: "2nd", hi: "दूसरा", bn: "দ্বিতীয়" }
    /// The ordinal "third" of a place (as ordinal.1).
    Ordinal3 = "ordinal.3" [] { en: "3rd", hi: "तीसरा", bn: "তৃতীয়" }
    /// The ordinal "fourth" of a place (as ordinal.1).
    Ordinal4 = "ordinal.4" [] { en: "4th", hi: "चौथा", bn: "চতুর্থ" }
    /// The ordinal of a larger number {n} (a fallback: places go to 4).
    OrdinalN = "ordinal.n" [n: Int] { en: "{n}th", hi: "{n}वाँ", bn: "{n}তম" }
    /// Records, a profile's statistics: how often it finished in each place;
    /// {places} records.stats.place for 1st to 4th, joined with list.separator.
    RecordsStatsPlaces = "records.stats.places" [places: Text] {
        en: "Places: {places}",
        hi: "स्थान: {places}",
        bn: "স্থান: {places}",
    }
    /// Inside records.stats.places: {n} games finished in place {place} (an ordinal,
    /// ordinal.1 to ordinal.4): "1st ×3". Keep it short, it shares one phone line
    /// with the other three places.
    RecordsStatsPlace = "records.stats.place" [place: Text, n: Int] {
        en: "{place} ×{n}",
        hi: "{place} ×{n}",
        bn: "{place} ×{n}",
    }
    /// Records, a profile's statistics: the share of games won; {percent} a whole
    /// percentage with its sign ("42%": a text, so no "%" is in the template, where
    /// the phones' format strings would read it).
    RecordsStatsWinRate = "records.stats.win_rate" [percent: Text] {
        en: "Win rate: {percent}",
        hi: "जीत दर: {percent}",
        bn: "জয়ের হার: {percent}",
    }
    /// Records, a profile's statistics: opponent tokens captured and own tokens lost.
    RecordsStatsCaptures = "records.stats.captures" [made: Int, suffered: Int] {
        en: "Captures made: {made}, suffered: {suffered}",
        hi: "पकड़े: {made}, पकड़े गए: {suffered}",
        bn: "ধরেছে: {made}, ধরা পড়েছে: {suffered}",
    }
    /// Records, a profile's statistics: rolls counted and sixes among them.
    RecordsStatsDice = "records.stats.dice" [rolls: Int, sixes: Int] {
        en: "Rolls: {rolls}, sixes: {sixes}",
        hi: "फेंक: {rolls}, छक्के: {sixes}",
        bn: "দান: {rolls}, ছক্কা: {sixes}",
    }
    /// Records, one recorded game in the history list: {when} the date and time it
    /// was recorded (YYYY-MM-DD HH:MM, the phone's time), {seats} its seats by place
    /// (records.history.seat, joined with list.separator), {rated} records.rated or
    /// one of the records.unrated.* sentences.
    RecordsHistoryLine = "records.history.line" [when: Text, seats: Text, rated: Text] {
        en: "{when} · {seats} · {rated}",
        hi: "{when} · {seats} · {rated}",
        bn: "{when} · {seats} · {rated}",
    }
    /// Inside records.history.line, one seat: {place} its place (1 = first),
    /// {player} the colour with its symbol (player.label), {who} the profile's name,
    /// records.guest or records.cpu.
    RecordsHistorySeat = "records.history.seat" [place: Int, player: Text, who: Text] {
        en: "{place}. {player} ({who})",
        hi: "{place}. {player} ({who})",
        bn: "{place}. {player} ({who})",
    }
    /// Inside records.history.seat: a person's seat without a profile.
    RecordsGuest = "records.guest" [] { en: "guest", hi: "मेहमान", bn: "অতিথি" }
    /// Inside records.history.seat: a CPU's seat.
    RecordsCpu = "records.cpu" [] { en: "CPU", hi: "CPU", bn: "CPU" }
    /// Inside records.history.line: the game changed the ratings.
    RecordsRated = "records.rated" [] { en: "Rated", hi: "रेटेड", bn: "রেটেড" }
    /// The result screen after a rated game, a line per profile: {name} the profile,
    /// its rating before and after (whole numbers).
    RecordsRatingChange = "records.rating_change" [name: Text, before: Int, after: Int] {
        en: "{name}: rating {before} → {after}",
        hi: "{name}: रेटिंग {before} → {after}",
        bn: "{name}: রেটিং {before} → {after}",
    }
    /// A setup screen refuses to start: fewer than 2 (or more than 4) seats are
    /// taken.
    SetupSeatCount = "setup.seat_count" [] {
        en: "Seat 2 to 4 players.",
        hi: "2 से 4 खिलाड़ी बिठाएँ।",
        bn: "2 থেকে 4 জন খেলোয়াড় বসান।",
    }
    /// A game set aside earlier (a new game replaced it), on the phones' home screen
    /// and in the terminal's `ludo resume` list: {when}
    /// the date and time it was set aside (YYYY-MM-DD HH:MM, or
    /// aside.date_unknown), {seats} its seats (aside.seat, joined with
    /// list.separator), {n} how many actions (rolls and moves) it has.
    AsideGame = "aside.game" [when: Text, seats: Text, n: Int] {
        en: { n; one: "{when}: {seats}, {n} action", other: "{when}: {seats}, {n} actions" },
        hi: { n; one: "{when}: {seats}, {n} कदम", other: "{when}: {seats}, {n} कदम" },
        bn: { n; one: "{when}: {seats}, {n}টি পদক্ষেপ", other: "{when}: {seats}, {n}টি পদক্ষেপ" },
    }
    /// One seat inside aside.game: {player} the colour's name, {kind} "person" or
    /// "CPU (easy)".
    AsideSeat = "aside.seat" [player: Text, kind: Text] {
        en: "{player} {kind}",
        hi: "{player} {kind}",
        bn: "{player} {kind}",
    }
    /// Phones' home screen, a set-aside file that cannot be read (kept, not
    /// deleted): {when} as in aside.game.
    AsideDamaged = "aside.damaged" [when: Text] {
        en: "{when}: damaged, cannot be continued (kept on this device)",
        hi: "{when}: खराब है, जारी नहीं रखा जा सकता (इस डिवाइस पर रखा है)",
        bn: "{when}: নষ্ট, চালিয়ে যাওয়া যাবে না (এই ডিভাইসে রাখা আছে)",
    }
    /// Inside aside.game and aside.damaged when the file's time is not known.
    AsideDateUnknown = "aside.date_unknown" [] { en: "date unknown", hi: "तारीख अज्ञात", bn: "তারিখ অজানা" }
    // ---- android ----
    /// Game review screen (the phones): its title.
    ReviewTitle = "review.title" [] { en: "Game review", hi: "खेल की समीक्षा", bn: "খেলার পর্যালোচনা" }
    /// Game review: progress while the moves are reviewed, {done} of {total} decisions.
    ReviewProgress = "review.progress" [done: Int, total: Int] {
        en: "Reviewing the moves: {done} of {total}",
        hi: "चालों की समीक्षा: {total} में से {done}",
        bn: "চালের পর্যালোচনা: {total}টির মধ্যে {done}টি",
    }
    /// Game review: the game has no decision of a person to review.
    ReviewNone = "review.none" [] {
        en: "No move of a person to review in this game.",
        hi: "इस खेल में समीक्षा के लिए किसी व्यक्ति की कोई चाल नहीं है।",
        bn: "এই খেলায় পর্যালোচনার জন্য কোনো মানুষের চাল নেই।",
    }
    /// Game review: the review could not be made.
    ReviewFailed = "review.failed" [] {
        en: "This game could not be reviewed.",
        hi: "इस खेल की समीक्षा नहीं हो सकी।",
        bn: "এই খেলার পর্যালোচনা করা গেল না।",
    }
    /// Verdict of a reviewed move (docs/review.md): the best move found.
    ReviewVerdictBest = "review.verdict.best" [] { en: "best", hi: "सबसे अच्छी", bn: "সেরা" }
    /// Verdict: lost less than 3 points of win chance.
    ReviewVerdictGood = "review.verdict.good" [] { en: "good", hi: "अच्छी", bn: "ভালো" }
    /// Verdict: lost 3 to 6 points of win chance.
    ReviewVerdictInaccuracy = "review.verdict.inaccuracy" [] {
        en: "inaccuracy",
        hi: "थोड़ी चूक",
        bn: "সামান্য ভুল",
    }
    /// Verdict: lost 6 to 12 points of win chance.
    ReviewVerdictMistake = "review.verdict.mistake" [] { en: "mistake", hi: "गलती", bn: "ভুল" }
    /// Verdict: lost 12 points of win chance or more.
    ReviewVerdictBlunder = "review.verdict.blunder" [] { en: "blunder", hi: "बड़ी गलती", bn: "বড় ভুল" }
    /// A reviewed decision in the list: its number {n}, who rolled {roll}, the verdict
    /// (a review.verdict.* text) and the win chance after the move played ({chance}, e.g. "42 %").
    ReviewDecision = "review.decision" [n: Int, player: Text, roll: Int, verdict: Text, chance: Text] {
        en: "{n}. {player} rolled {roll}: {verdict}, win chance {chance}",
        hi: "{n}. {player} ने {roll} फेंका: {verdict}, जीत की संभावना {chance}",
        bn: "{n}. {player} {roll} ফেলল: {verdict}, জয়ের সম্ভাবনা {chance}",
    }
    /// Below the position of a reviewed decision: the move played (token number
    /// {token}) and the win chance after it.
    ReviewPlayed = "review.played" [token: Int, chance: Text] {
        en: "Played: token {token}, win chance {chance}",
        hi: "खेली गई चाल: मोहरा {token}, जीत की संभावना {chance}",
        bn: "খেলা চাল: ঘুঁটি {token}, জয়ের সম্ভাবনা {chance}",
    }
    /// Below the position of a reviewed decision: the better move (token number
    /// {token}) and the win chance it gives.
    ReviewBetter = "review.better" [token: Int, chance: Text] {
        en: "Better: token {token}, win chance {chance}",
        hi: "बेहतर चाल: मोहरा {token}, जीत की संभावना {chance}",
        bn: "ভালো চাল: ঘুঁটি {token}, জয়ের সম্ভাবনা {chance}",
    }
    /// A win chance the review can only estimate to a few points ({chance}, e.g. "42%").
    ReviewAbout = "review.about" [chance: Text] {
        en: "about {chance}",
        hi: "लगभग {chance}",
        bn: "প্রায় {chance}",
    }
    /// Spoken summary of the win-chance graph; {seats} is a list of review.graph_seat.
    ReviewGraph = "review.graph" [seats: Text] {
        en: "Win chances over the game: {seats}.",
        hi: "पूरे खेल में जीत की संभावना: {seats}।",
        bn: "পুরো খেলায় জয়ের সম্ভাবনা: {seats}।",
    }
    /// One seat in the graph's summary: its win chance at the first and last reviewed move.
    ReviewGraphSeat = "review.graph_seat" [player: Text, from: Text, to: Text] {
        en: "{player} from {from} to {to}",
        hi: "{player} {from} से {to}",
        bn: "{player} {from} থেকে {to}",
    }
    // ---- ai ----
    /// A hint with what its move gains (`docs/ai.md`, "Hints"): {hint} is the hint
    /// line (`hint.move`), {n} how many more games in 100 the move wins than the
    /// next best move, by rollouts.
    HintGain = "hint.gain" [hint: Text, n: Int] {
        en: {
            n;
            one: "{hint} It wins about {n} more game in 100 than the next best move.",
            other: "{hint} It wins about {n} more games in 100 than the next best move.",
        },
        hi: {
            n;
            one: "{hint} यह अगली सबसे अच्छी चाल से 100 में लगभग {n} खेल ज़्यादा जिताती है।",
            other: "{hint} यह अगली सबसे अच्छी चाल से 100 में लगभग {n} खेल ज़्यादा जिताती है।",
        },
        bn: {
            n;
            one: "{hint} এটি পরের সেরা চালের চেয়ে 100-এ প্রায় {n}টি খেলা বেশি জেতায়।",
            other: "{hint} এটি পরের সেরা চালের চেয়ে 100-এ প্রায় {n}টি খেলা বেশি জেতায়।",
        },
    }
    /// A hint whose move wins about as often as the next best move, by rollouts:
    /// {hint} is the hint line (`hint.move`).
    HintGainNone = "hint.gain_none" [hint: Text] {
        en: "{hint} Other moves win about as often.",
        hi: "{hint} दूसरी चालें भी लगभग उतना ही जिताती हैं।",
        bn: "{hint} অন্য চালেও প্রায় সমান জেতা যায়।",
    }
    // ---- mix ----
    /// Said and shown after words were mixed into the dice (`docs/fair-dice.md`).
    /// {words}: every entry mixed in so far, each in quotes, separated by commas.
    DiceMixed = "dice.mixed" [words: Text] {
        en: "Mixed into the dice: {words}. The code stays the same; the rolls are now yours too.",
        hi: "पासे में मिलाया गया: {words}। कोड वही रहता है; अब फेंक आपकी भी हैं।",
        bn: "পাশায় মেশানো হয়েছে: {words}। কোড একই থাকে; এখন দানগুলো আপনারও।",
    }
    /// The title of the field where a person types words to mix into the dice.
    DiceMixPrompt = "dice.mix_prompt" [] {
        en: "Add your own words to the dice",
        hi: "पासे में अपने शब्द जोड़ें",
        bn: "পাশায় নিজের শব্দ যোগ করুন",
    }
    /// Under the mixing field: what mixing in does.
    DiceMixExplain = "dice.mix_explain" [] {
        en: "Anything you type changes every roll, but not the code: not even the app chooses the dice alone.",
        hi: "आप जो भी लिखें वह हर फेंक बदल देता है, पर कोड नहीं: पासे अकेले ऐप भी नहीं चुनता।",
        bn: "আপনি যা লেখেন তা প্রতিটি দান বদলে দেয়, কিন্তু কোড নয়: অ্যাপও একা পাশা বেছে নেয় না।",
    }
    /// The button (or key label) that opens the mixing field before the first roll.
    DiceMixButton = "dice.mix_button" [] {
        en: "Mix in your words",
        hi: "अपने शब्द मिलाएँ",
        bn: "নিজের শব্দ মেশান",
    }
    /// A pad people tap to stir the dice; their tap times and places are mixed in.
    DiceMixTapPad = "dice.mix_tap_pad" [] {
        en: "Or tap here to stir the dice",
        hi: "या पासा हिलाने के लिए यहाँ टैप करें",
        bn: "অথবা পাশা নাড়াতে এখানে ট্যাপ করুন",
    }
    /// Terminal panel, before the first roll while words may be mixed in: the key.
    TermMixOffer = "term.mix.offer" [] {
        en: "m: mix your own words into the dice",
        hi: "m: पासे में अपने शब्द मिलाएँ",
        bn: "m: পাশায় নিজের শব্দ মেশান",
    }
    /// Terminal panel, under the field for words to mix in: its keys.
    TermMixKeys = "term.mix.keys" [] {
        en: "Enter mix in · Esc cancel",
        hi: "Enter मिलाएँ · Esc रद्द करें",
        bn: "Enter মেশান · Esc বাতিল",
    }
    /// Terminal help: what `m` does.
    TermHelpMix = "term.help.mix" [] {
        en: "before the first roll: mix your own words into the dice",
        hi: "पहली फेंक से पहले: पासे में अपने शब्द मिलाएँ",
        bn: "প্রথম দানের আগে: পাশায় নিজের শব্দ মেশান",
    }
    // ---- master ----
    /// CPU strength level "master" (above expert: searches twice as many rolls ahead),
    /// inside "CPU ({level})".
    LevelMaster = "level.master" [] { en: "master", hi: "उस्ताद", bn: "ওস্তাদ" }
    /// Terminal setup screen: CPU level "master" explained.
    TermLevelMasterAbout = "term.level.master.about" [] {
        en: "master, looks twice as far ahead at the dice, takes up to a second",
        hi: "उस्ताद, आगे के पासों तक दोगुना सोचता है, एक सेकंड तक लेता है",
        bn: "ওস্তাদ, সামনের দানগুলো দ্বিগুণ দূর পর্যন্ত ভেবে দেখে, এক সেকেন্ড পর্যন্ত নেয়",
    }
    // ---- mend ----
    /// Terminal `ludo replay`: what to do when the window is too small (nothing to
    /// save: q only quits).
    TermTooSmallWhatToDoReplay = "term.too_small.what_to_do_replay" [] {
        en: "Enlarge the window, or press q to quit.",
        hi: "विंडो बड़ी करें, या बंद करने के लिए q दबाएँ।",
        bn: "উইন্ডো বড় করুন, বা বন্ধ করতে q চাপুন।",
    }
    // ---- tester ----
    /// Terminal game-over panel: every roll came from the committed dice, with the
    /// dice code itself, the one shown (and logged) at the start, to compare
    /// (docs/fair-dice.md); in place of `dice.verified`.
    TermOverDiceVerified = "term.over.dice_verified" [code: Text] {
        en: "Dice verified: every roll came from dice code {code}, shown at the start.",
        hi: "पासा जाँचा गया: हर फेंक शुरुआत में दिखाए गए पासा कोड {code} से आई।",
        bn: "পাশা যাচাই হয়েছে: প্রতিটি দান শুরুতে দেখানো পাশার কোড {code} থেকে এসেছে।",
    }
    /// Terminal game-over panel: the rolls do not match the committed dice, with the
    /// dice code; in place of `dice.not_verified`.
    TermOverDiceNotVerified = "term.over.dice_not_verified" [code: Text] {
        en: "Dice NOT verified: the rolls do not match dice code {code}, shown at the start.",
        hi: "पासा जाँच विफल: फेंके गए पासे शुरुआत में दिखाए गए पासा कोड {code} से मेल नहीं खाते।",
        bn: "পাশা যাচাই হয়নি: দানগুলো শুরুতে দেখানো পাশার কোড {code}-এর সঙ্গে মেলে না।",
    }
    // ---- scene ----
    /// Play screen: the hint button's label under its icon (a light bulb).
    SceneHint = "scene.hint" [] { en: "Hint", hi: "संकेत", bn: "ইঙ্গিত" }
    /// Play screen: the undo button's label under its icon.
    SceneUndo = "scene.undo" [] { en: "Undo", hi: "वापस लें", bn: "ফিরিয়ে নিন" }
    /// Play screen: the label under the button that hands the person's seat to the
    /// CPU (or takes it back); keep it short.
    SceneCpu = "scene.cpu" [] { en: "CPU", hi: "CPU", bn: "CPU" }
    /// Play screen, spoken: the button hands {player}'s seat to the CPU.
    SceneHandToCpu = "scene.hand_to_cpu" [player: Text] {
        en: "Hand {player} to the CPU",
        hi: "{player} की सीट CPU को सौंपें",
        bn: "{player} CPU-কে দিন",
    }
    /// Play screen, spoken: the button (or a CPU seat's panel) gives {player}'s seat
    /// back to the person who played it.
    SceneTakeBack = "scene.take_back" [player: Text] {
        en: "Take {player} back from the CPU",
        hi: "{player} को CPU से वापस लें",
        bn: "{player} CPU থেকে ফিরিয়ে নিন",
    }
    /// Play screen: the menu button's label (rules, dice statistics, home).
    SceneMenu = "scene.menu" [] { en: "Menu", hi: "मेनू", bn: "মেনু" }
    /// Play screen: the dice statistics button's label under its icon; keep it short.
    SceneStats = "scene.stats" [] { en: "Dice", hi: "पासे", bn: "পাশা" }
    /// Play screen, spoken: what the dice statistics button opens.
    SceneStatsLong = "scene.stats.long" [] {
        en: "Dice statistics",
        hi: "पासे के आँकड़े",
        bn: "পাশার পরিসংখ্যান",
    }
    /// Pass-and-play curtain over the board: the device goes to {player} (a colour
    /// name, or a colour and a profile name). The same words as the status line
    /// (`prompt.handover`), which shows at the same time.
    SceneHandover = "scene.handover" [player: Text] {
        en: "Pass the device to {player}",
        hi: "डिवाइस {player} को दें",
        bn: "ডিভাইসটি {player}-কে দিন",
    }
    /// Pass-and-play curtain: the button {player} taps once they hold the device.
    SceneReady = "scene.ready" [player: Text] {
        en: "{player}: ready",
        hi: "{player}: तैयार",
        bn: "{player}: প্রস্তুত",
    }
    /// Curtain over the board while the game is paused.
    ScenePaused = "scene.paused" [] { en: "Paused", hi: "रुका हुआ", bn: "থামানো" }
    /// Result card's title: {player} finished first.
    SceneWins = "scene.wins" [player: Text] {
        en: "{player} wins!",
        hi: "{player} की जीत!",
        bn: "{player} জিতেছে!",
    }
    /// Result card's title when several players share the first place ({players} is a
    /// list of colour names).
    SceneWinTie = "scene.win_tie" [players: Text] {
        en: "{players} share the win!",
        hi: "{players} की साझा जीत!",
        bn: "{players} একসাথে জিতেছে!",
    }
    /// Result card and lesson's end: the button that starts the next game.
    ScenePlayAgain = "scene.play_again" [] { en: "Play again", hi: "फिर खेलें", bn: "আবার খেলুন" }
    /// Result card: the button that opens the game review.
    SceneReview = "scene.review" [] { en: "Review", hi: "समीक्षा", bn: "পর্যালোচনা" }
    /// Result card and lesson's end: the button that returns to the home screen.
    SceneHome = "scene.home" [] { en: "Home", hi: "होम", bn: "হোম" }
    /// Play screen: the last autosave failed (shown until one is written).
    SceneSaveFailed = "scene.save_failed" [] {
        en: "The game could not be saved",
        hi: "खेल सहेजा नहीं जा सका",
        bn: "খেলা সংরক্ষণ করা গেল না",
    }
    /// Play screen: under the die when the person may roll; keep it short.
    SceneTapToRoll = "scene.tap_to_roll" [] { en: "Tap", hi: "छुएँ", bn: "ছুঁন" }
    /// A seat panel's second line for a person's seat.
    ScenePerson = "scene.person" [] { en: "Player", hi: "खिलाड़ी", bn: "খেলোয়াড়" }
    /// A seat panel's second line for a CPU seat: {level} is the level's name.
    SceneCpuLevel = "scene.cpu_level" [level: Text] {
        en: "CPU · {level}",
        hi: "CPU · {level}",
        bn: "CPU · {level}",
    }
    /// A seat panel's second line once the seat finished: {place} is an ordinal.
    ScenePlaced = "scene.placed" [place: Text] {
        en: "{place} place",
        hi: "{place} स्थान",
        bn: "{place} স্থান",
    }
    // ---- store ----
    /// Store screenshot caption over the play screen: how to play in one line.
    StoreCaptionPlay = "store.caption.play" [] {
        en: "Tap the die. Tap a token. Your move.",
        hi: "पासा छुएँ, मोहरा छुएँ — आपकी चाल।",
        bn: "পাশা ছুঁন, ঘুঁটি ছুঁন — আপনার চাল।",
    }
    /// Store screenshot caption over a capture in motion.
    StoreCaptionCapture = "store.caption.capture" [] {
        en: "Every hop and every capture, animated",
        hi: "हर कदम और हर पकड़, आँखों के सामने",
        bn: "প্রতিটি চাল আর প্রতিটি ধরা, চোখের সামনে",
    }
    /// Store screenshot caption over the result card ("Dice verified").
    StoreCaptionWin = "store.caption.win" [] {
        en: "Fair dice anyone can check",
        hi: "निष्पक्ष पासा, जिसे कोई भी जाँच सकता है",
        bn: "ন্যায্য পাশা, যা যে কেউ যাচাই করতে পারেন",
    }
    /// Store screenshot caption over the pass-and-play curtain.
    StoreCaptionFamily = "store.caption.family" [] {
        en: "Pass and play, or play the computer offline",
        hi: "एक फ़ोन पर साथ खेलें, या बिना इंटरनेट कंप्यूटर से",
        bn: "এক ফোনে সবাই মিলে খেলুন, বা ইন্টারনেট ছাড়া কম্পিউটারের সঙ্গে",
    }
    /// Store: the app's name on the feature graphic.
    StoreTitle = "store.title" [] { en: "Ludo", hi: "लूडो", bn: "লুডো" }
    /// Store: the feature graphic's tagline.
    StoreTagline = "store.tagline" [] {
        en: "Classic Ludo · no ads · fair dice",
        hi: "क्लासिक लूडो · कोई विज्ञापन नहीं · निष्पक्ष पासा",
        bn: "ক্লাসিক লুডো · কোনো বিজ্ঞাপন নেই · ন্যায্য পাশা",
    }
}
