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
        hi: "अब {player} को फिर व्यक्ति खेलता है।",
        bn: "এখন {player} আবার ব্যক্তি খেলছে।",
    }
    /// Announcement: the CPU at strength {level} now plays the seat of {player}.
    EventSeatCpu = "event.seat_cpu" [player: Text, level: Text] {
        en: "The CPU ({level}) now plays {player}.",
        hi: "अब {player} को CPU ({level}) खेलता है।",
        bn: "এখন {player} খেলছে CPU ({level})।",
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
    /// Announcement when a saved lesson ("learn on the board") is opened again.
    TableLessonResumed = "table.lesson_resumed" [] {
        en: "Welcome back to the lesson.",
        hi: "पाठ में फिर से स्वागत है।",
        bn: "পাঠে আবার স্বাগতম।",
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
        hi: "पासा जाँच विफल: फेंकें पासा कोड से मेल नहीं खातीं।",
        bn: "পাশা যাচাই হয়নি: দানগুলো পাশার কোডের সঙ্গে মেলে না।",
    }
}
