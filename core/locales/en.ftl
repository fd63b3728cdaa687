### The texts of the Ludo core in English, the source language: every message
### with the translator's note (where it appears, what its arguments are) and the
### declaration of its arguments (`# Arguments: $name (text), $n (number)`), in
### the order of the phones' positional placeholders. How to add or change a text:
### docs/i18n.md.
###
### Terms (from the original Hindi and Bengali rule pages): base आधार / ঘাঁটি, start
### शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য,
### safe square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ,
### token मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর,
### capture पकड़ना / ধরা, roll फेंकना / ফেলা. Numbers stay in Latin digits.

## names

# The name of the yellow player (symbol ○), used inside other messages.
name-yellow = Yellow

# The name of the blue player (symbol □), used inside other messages.
name-blue = Blue

# The name of the red player (symbol △), used inside other messages.
name-red = Red

# The name of the green player (symbol ✚), used inside other messages.
name-green = Green

# The yellow player's name in Hindi's oblique case, which a colour name takes
# before a postposition ("पीले का", "पीले ने"); the core puts it where the Hindi
# text has one ([`crate::i18n::Message::with`]). Same as the plain name in English
# and Bengali.
name-yellow-oblique = Yellow

# The blue player's name in Hindi's oblique case (see `name.yellow.oblique`).
name-blue-oblique = Blue

# The red player's name in Hindi's oblique case (लाल does not change; see
# `name.yellow.oblique`).
name-red-oblique = Red

# The green player's name in Hindi's oblique case (see `name.yellow.oblique`).
name-green-oblique = Green

# A player's name with its owner symbol, for labels on screen: {name} is the
# colour name, {symbol} one of ○ □ △ ✚.
# Arguments: $name (text), $symbol (text)
player-label = { $name } { $symbol }

# Separator between the items of a list ("Blue, Red"); keep the space.
list-separator = { ", " }

# CPU strength level "random" (moves at random), inside "CPU ({level})".
level-random = random

# CPU strength level "easy", inside "CPU ({level})".
level-easy = easy

# CPU strength level "medium", inside "CPU ({level})".
level-medium = medium

# CPU strength level "hard", inside "CPU ({level})".
level-hard = hard

# CPU strength level "expert", inside "CPU ({level})".
level-expert = expert

# Who plays a seat: a person at this device.
seat-kind-person = person

# Who plays a seat: the CPU at strength {level}.
# Arguments: $level (text)
seat-kind-cpu = CPU ({ $level })

# Accessibility label of a seat: {player} is the name, {kind} "person" or
# "CPU (easy)", {n} how many of its 4 tokens reached the finish.
# Arguments: $player (text), $kind (text), $n (number)
seat-summary =
    { $n ->
        [one] { $player }, { $kind }, { $n } token finished
       *[other] { $player }, { $kind }, { $n } tokens finished
    }

## events (announcements and the game log)

# Announcement: game number {n} begins and its first player is already known.
# Arguments: $n (number)
event-game_started = Game { $n } begins.

# Announcement: game number {n} begins; everyone rolls once to choose who starts.
# Arguments: $n (number)
event-game_started_roll_off = Game { $n } begins: everyone rolls to choose who starts.

# Announcement: {player} rolled face {n} (1 to 6) in the roll for who starts.
# Arguments: $player (text), $n (number)
event-first_roll = { $player } rolled { $n } to choose who starts.

# Announcement: the highest first rolls tied; {players} (a list of names) roll again.
# Arguments: $players (text)
event-first_roll_tie = Tie: { $players } roll again.

# Announcement: {player} takes the first turn.
# Arguments: $player (text)
event-first_player = { $player } starts.

# Announcement: {player} rolled face {n} (1 to 6).
# Arguments: $player (text), $n (number)
event-rolled = { $player } rolled { $n }.

# Announcement: {player} brought token number {token} (1 to 4) out of base onto
# its start square.
# Arguments: $player (text), $token (number)
event-moved_out = { $player } brought token { $token } out of base onto the start.

# Announcement: house rule "no token on the track: one comes out without
# rolling": {player} brought token {token} out.
# Arguments: $player (text), $token (number)
event-auto_exit = { $player } brought token { $token } out of base without rolling.

# Announcement: {player} moved token {token} forward {steps} squares and it now
# stands on {square} (a square description such as "star, square 9").
# Arguments: $player (text), $token (number), $steps (number), $square (text)
event-moved =
    { $steps ->
        [one] { $player } moved token { $token } to { $square } ({ $steps } square).
       *[other] { $player } moved token { $token } to { $square } ({ $steps } squares).
    }

# Announcement: {by} captured token {token} of {player}; it goes back to its base.
# Arguments: $by (text), $player (text), $token (number)
event-captured = { $by } captured { $player }'s token { $token }: back to base.

# Announcement: token {token} of {player} reached the finish in the centre.
# Arguments: $player (text), $token (number)
event-token_finished = { $player }'s token { $token } reached the finish.

# Announcement: all four tokens of {player} are at the finish; it takes place {place}.
# Arguments: $player (text), $place (number)
event-player_finished = { $player } has all tokens at the finish: place { $place }.

# Announcement: {player} rolls again (no reason shown).
# Arguments: $player (text)
event-extra_roll = { $player } rolls again.

# Announcement: {player} rolls again; {reasons} is a list of "a six", "a capture",
# "reaching the finish".
# Arguments: $player (text), $reasons (text)
event-extra_roll_because = { $player } rolls again ({ $reasons }).

# Reason for an extra roll, inside "rolls again (...)": a six was rolled.
extra_roll-six = a six

# Reason for an extra roll, inside "rolls again (...)": a token was captured.
extra_roll-capture = a capture

# Reason for an extra roll, inside "rolls again (...)": a token reached the finish.
extra_roll-finish = reaching the finish

# Announcement: the third six in a row is not played and {player}'s turn ends.
# Arguments: $player (text)
event-three_sixes = Three sixes in a row: { $player }'s turn ends.

# Announcement (house rule "up to 3 rolls"): {player} did not roll an exit
# number and has {n} more tries this turn.
# Arguments: $player (text), $n (number)
event-failed_try =
    { $n ->
        [one] { $player } did not get a token out: { $n } try left.
       *[other] { $player } did not get a token out: { $n } tries left.
    }

# Announcement: it is now {player}'s turn.
# Arguments: $player (text)
event-turn = { $player }'s turn.

# Announcement: no token of {player} can move with the roll; {next} plays next.
# Arguments: $player (text), $next (text)
event-no_move = { $player } cannot move. { $next }'s turn.

# Announcement (house rule "up to 3 rolls"): {player} used the three tries
# without an exit number; {next} plays next.
# Arguments: $player (text), $next (text)
event-tries_used_up = { $player } used up the tries. { $next }'s turn.

# Announcement: the seat of {player} is played by a person again.
# Arguments: $player (text)
event-seat_person = { $player } is played by a person again.

# Announcement: the CPU at strength {level} now plays the seat of {player}.
# Arguments: $player (text), $level (text)
event-seat_cpu = The CPU ({ $level }) now plays { $player }.

# Announcement, after event.seat_cpu in a rated game: the person who left
# that seat resigned; the records place them last. {player}: the colour name.
# Arguments: $player (text)
table-resigned = { $player } resigned: in a rated game, leaving counts as a loss.

# Announcement: the turn timer of {player} ran out; the game rolled or moved for them.
# Arguments: $player (text)
event-timed_out = Time is up for { $player }: the game plays for them.

# Announcement: undo took back {n} actions (the person's last move and what followed).
# Arguments: $n (number)
event-undone =
    { $n ->
        [one] Undone: { $n } action taken back.
       *[other] Undone: { $n } actions taken back.
    }

# Announcement: the game ended and {player} won.
# Arguments: $player (text)
event-game_over_winner = Game over: { $player } wins!

# Announcement: the game ended with {players} (a list of names) sharing first place.
# Arguments: $players (text)
event-game_over_shared = Game over: { $players } share first place.

# Announcement: the game ended (no placements known).
event-game_over = Game over.

## the table

# Announcement when a saved game is opened again.
table-resumed = Welcome back: the game continues where it was saved.

# Announcement after "welcome back" when the saved game had not begun: its save
# held no dice secret, so the dice were drawn again; {code} the new dice code.
# Arguments: $code (text)
table-new_dice_code = The game had not begun, so its dice were drawn again: new dice code { $code }. Words mixed in before went with the old dice.

# Announcement when a saved lesson ("learn on the board") is opened again.
table-lesson_resumed = Welcome back to the lesson.

# Announcement when a save of a game that is over (or a finished lesson) is
# opened again, e.g. to look at the result: nothing continues.
table-reopened_over = This game is over: here is how it ended.

## status line

# Status line: {player} rolls to decide who starts.
# Arguments: $player (text)
prompt-first_roll = { $player }: roll to choose who starts.

# Status line: {player} (a person) must roll the die.
# Arguments: $player (text)
prompt-roll = { $player }: roll the die.

# Status line (house rule "one comes out without rolling"): pressing the die
# brings a token of {player} out of base.
# Arguments: $player (text)
prompt-auto_exit = { $player }: press the die, and a token comes out of base.

# Status line: {player} rolled {n} and must choose a token to move.
# Arguments: $player (text), $n (number)
prompt-move = { $player } rolled { $n }: choose a token to move.

# Status line: the CPU is playing for {player}.
# Arguments: $player (text)
prompt-cpu = { $player } (CPU) is playing…

# Status line before the first roll when {player}, a CPU, rolls first: the
# table waits for a person to roll (the die is live), so that anyone may mix
# words into the dice first (`docs/fair-dice.md`).
# Arguments: $player (text)
prompt-cpu_starts = { $player } (CPU) rolls first. Mix in your words if you like, then roll to start.

# Status line once the game is over.
prompt-game_over = Game over.

# Status line while the game is paused (the app is in the background or a menu is open).
prompt-paused = Paused.

# Status line in pass-and-play: hand the device to {player}, who plays next.
# Arguments: $player (text)
prompt-handover = Pass the device to { $player }.

# Status line when the lesson ("learn on the board") is complete.
prompt-lesson_done = Lesson done.

# Turn timer: {n} seconds are left for the person to act.
# Arguments: $n (number)
timer-left =
    { $n ->
        [one] { $n } second left
       *[other] { $n } seconds left
    }

## hints

# Hint: move token {token} to {square} (a square description); {reason} is one
# of the hint reasons below (a full sentence).
# Arguments: $token (number), $square (text), $reason (text)
hint-move = Hint: move token { $token } to { $square }. { $reason }

# Hint reason: the token reaches the finish.
hint-reason-finishes = It reaches the finish.

# Hint reason: the move captures an opponent's token.
hint-reason-captures = It captures.

# Hint reason: the token could be captured where it stands and moves out of danger.
hint-reason-escapes_danger = It escapes a capture.

# Hint reason: the token turns into its home column, where no one can capture it.
hint-reason-enters_home_column = It enters the home column, where it is safe.

# Hint reason: the move brings a token out of base.
hint-reason-leaves_base = It brings a token out of base.

# Hint reason: the token joins an own token and forms a block.
hint-reason-forms_block = It forms a block.

# Hint reason: the token lands on a safe square.
hint-reason-reaches_safe_square = It lands on a safe square.

# Hint reason: none of the others; the best progress.
hint-reason-advances = It makes the best progress.

# Hint reason: it is the only legal move.
hint-reason-only_move = It is the only move.

## squares and tokens (accessibility)

# A track square, numbered {n} = 1 to 52 clockwise from the yellow start.
# Arguments: $n (number)
square-track = square { $n }

# The start square of {player} (track square {n}), where its tokens enter.
# Arguments: $player (text), $n (number)
square-start = { $player }'s start, square { $n }

# A star square (track square {n}, eight squares after a start).
# Arguments: $n (number)
square-star = star, square { $n }

# A square description {square} followed by the fact that it is safe.
# Arguments: $square (text)
square-safe = { $square }, safe square

# `square.safe` in Hindi's oblique case, before a postposition ("…, सुरक्षित
# खाने पर"); the core puts it there (`i18n::hindi`). Same as `square.safe` in
# English and Bengali.
# Arguments: $square (text)
square-safe-oblique = { $square }, safe square

# Square {n} (1 to 5) of the home column of {player}.
# Arguments: $player (text), $n (number)
square-home_column = { $player }'s home column, square { $n }

# The finish of {player} in the centre of the board.
# Arguments: $player (text)
square-finish = { $player }'s finish

# The base of {player}, where tokens wait to come out.
# Arguments: $player (text)
square-base = { $player }'s base

# A square {square} on which a legal move of token {token} ends.
# Arguments: $square (text), $token (number)
square-target = { $square }. Token { $token } moves here.

# The button of a legal move: move token {token} to {square} (a square
# description, as in `hint.move`). Short: a button text, read by screen readers too.
# Arguments: $token (number), $square (text)
move-choice = Move token { $token } to { $square }

# The button of a legal move that captures: move token {token} to {square} (a
# square description) and capture {captured} (a list of `move.captured`).
# Arguments: $token (number), $square (text), $captured (text)
move-choice-captures = Move token { $token } to { $square }, captures { $captured }

# A token a move would capture, inside `move.choice.captures`: token {token} of
# {player}.
# Arguments: $player (text), $token (number)
move-captured = { $player } token { $token }

# A token: token {token} of {player}, standing on {square}.
# Arguments: $player (text), $token (number), $square (text)
token-at = { $player } token { $token }, { $square }

# A token description {description} followed by the fact that it can move now.
# Arguments: $description (text)
token-can_move = { $description }, can move

# The die before anyone rolled.
die-blank = Die

# The die showing face {n}.
# Arguments: $n (number)
die-shows = Die, shows { $n }

## refused inputs

# Refused: a person tried to act while another player (or the CPU) is to act.
refusal-not_your_turn = It is not your turn.

# Refused: a token was chosen before rolling.
refusal-roll_first = Roll the die first.

# Refused: the die was pressed while a move is to be chosen.
refusal-move_first = Move a token first.

# Refused: token {token} has no legal move with the roll {n}.
# Arguments: $token (number), $n (number)
refusal-cannot_move = Token { $token } cannot move with a { $n }.

# Refused: the game is over (only "play again" works).
refusal-game_over = The game is over.

# Refused: "play again" before the game is over.
refusal-not_over = The game is not over yet.

# Refused: undo is only offered in games with a CPU seat.
refusal-undo_not_allowed = Undo is only for games against the CPU.

# Refused: undo in a rated game (a game with a profile that changes ratings).
refusal-undo_rated = No take-backs in a rated game.

# Refused: a seat's records profile was to change after the game got under
# way (a person has rolled).
refusal-profiles_fixed = Profiles cannot change once the game is under way.

# Refused: a person asked to play a seat the CPU plays from the start, in a
# rated game. {player}: the seat's colour name.
# Arguments: $player (text)
refusal-cpu_seat_rated = In a rated game the CPU keeps playing { $player }.

# Refused: no move of a person to take back yet.
refusal-nothing_to_undo = There is no move of a person to take back.

# Refused: the game is paused (the app is in the background or a menu is open).
refusal-paused = The game is paused.

# Refused: {player} does not play in this game.
# Arguments: $player (text)
refusal-not_seated = { $player } does not play in this game.

# Refused: a hint is only given to a person who must choose a move.
refusal-no_hint = A hint is for a person choosing a move.

# Refused (pass-and-play): {player} must confirm taking the device first.
# Arguments: $player (text)
refusal-handover = Pass the device to { $player } first.

# Refusal: the words to mix into the dice were blank.
refusal-blank_words = Blank words are not mixed in: type words you will recognise.

# Refused: the action is not possible in this state (a rare case the other
# refusals do not name).
refusal-not_allowed = That is not possible now.

# Refused: the lesson is complete; only "play again" (the lesson again) works.
refusal-lesson_done = The lesson is done.

## the lesson ("learn on the board")

# Lesson tip before the first roll; {player} is the learner's colour name.
# Arguments: $player (text)
tip-roll_first = You play { $player }. Roll the die: a 6 brings a token out of base.

# Lesson tip: a 6 was rolled and a token can leave base.
tip-bring_out = A 6! Bring your token out of base onto your start.

# Lesson tip: after a 6 the learner rolls again.
tip-extra_roll = A 6 gives you another roll. Roll again.

# Lesson tip: move the token {n} squares (the roll) clockwise.
# Arguments: $n (number)
tip-move =
    { $n ->
        [one] Move your token { $n } square clockwise.
       *[other] Move your token { $n } squares clockwise.
    }

# Lesson tip while the CPU opponent {player} plays.
# Arguments: $player (text)
tip-cpu = Now { $player }, the CPU, plays. Watch its token.

# Lesson tip: the learner's turn to roll.
tip-roll = Your turn: roll the die.

# Lesson tip: the move ends on a safe square (a start or a star).
tip-safe = This move ends on a safe square: on starts and stars no token is captured.

# Lesson tip: the learner can capture a token of {player}.
# Arguments: $player (text)
tip-capture = Land exactly on { $player }'s token to capture it: it goes back to its base and you roll again.

# Lesson tip at the end of the lesson.
tip-done = Lesson done! Bring all four tokens to the finish first to win. Start a real game when you are ready.

# House rule in words: the board is always the 15×15 cross.
house-board-cross = Board: the 15×15 cross, whatever the number of players.

# House rule in words: the board depends on the number of players; {players}
# is the number in this game.
# Arguments: $players (number)
house-board-by_player_count =
    { $players ->
        [one] Board by player count: 2 players get the two-arm board, 3 the T-shaped board, 4 the cross (this game: { $players } player).
       *[other] Board by player count: 2 players get the two-arm board, 3 the T-shaped board, 4 the cross (this game: { $players } players).
    }

# House rule in words: every die face brings a token out of base.
house-exit-any = Any roll brings a token out of base.

# House rule in words: the exit numbers {faces} ("6", or "1 or a 6" built with
# house.or) bring a token out of base.
# Arguments: $faces (text)
house-exit-faces = A { $faces } brings a token out of base.

# Joins die faces in house.exit.faces: {first} is a face, {rest} a face or
# another such list ("1 or a 5 or a 6").
# Arguments: $first (text), $rest (text)
house-or = { $first } or a { $rest }

# House rule in words: with every token in base the player rolls as usual.
house-no_token-roll_normally = With every token in base you roll as usual; no exit number ends the turn.

# House rule in words: with every token in base, pressing the die brings one out.
house-no_token-auto_exit = With every token in base, pressing the die brings one out without a roll.

# House rule in words: with every token in base the player gets three rolls.
house-no_token-three_tries = With every token in base you get up to 3 rolls to get one out.

# House rule in words: three sixes in a row end the turn.
house-three_sixes-on = Three sixes in a row end the turn.

# House rule in words: three sixes in a row do not end the turn.
house-three_sixes-off = Three sixes in a row do not end the turn.

# House rule in words: a capture earns an extra roll.
house-capture_roll-on = A capture earns another roll.

# House rule in words: a capture earns no extra roll.
house-capture_roll-off = A capture earns no extra roll.

# House rule in words: reaching the finish earns an extra roll.
house-finish_roll-on = Bringing a token to the finish earns another roll.

# House rule in words: reaching the finish earns no extra roll.
house-finish_roll-off = Reaching the finish earns no extra roll.

# House rule in words: the finish needs the exact roll.
house-exact_finish-on = The finish needs the exact roll.

# House rule in words: a larger roll than needed still reaches the finish.
house-exact_finish-off = A roll larger than needed still reaches the finish.

# House rule in words: the game goes on until everyone has a place.
house-rank_everyone-on = The game goes on until everyone is ranked.

# House rule in words: the game ends with the first player to finish.
house-rank_everyone-off = The game ends when the first player has all tokens home.

# House rule in words: on "play again" the next player clockwise starts.
house-rotate-on = On "play again" the next player clockwise starts.

# House rule in words: on "play again" everyone rolls for who starts.
house-rotate-off = On "play again" everyone rolls for who starts.

# House rule in words: starts and stars are safe squares.
house-safe-starts_and_stars = Safe squares (no capture): every start and every star.

# House rule in words: only the starts are safe squares.
house-safe-starts_only = Safe squares (no capture): the starts only.

# House rule in words: no square is safe.
house-safe-none = No square is safe: a token can be captured anywhere.

# House rule in words: two tokens of one colour form a block.
house-blocks-two_together = Two tokens of one colour on a square form a block no opponent passes.

# House rule in words: no blocks.
house-blocks-none = Tokens together do not block anyone.

# House rule in words: no token may pass another.
house-blocks-no_overtaking = No token may pass another token, but it may land on its square.

# House rule in words: {secs} (30 or 60) seconds per decision.
# Arguments: $secs (number)
house-time_limit = { $secs } seconds per decision; then the game acts for the player (3 times in a row hands the seat to the CPU).

# House rule in words: no turn time limit.
house-time_limit-none = No time limit per turn.

# A setup screen's turn timer choice: no limit.
house-time_limit-option-none = No limit

# A setup screen's turn timer choice: {secs} (30 or 60) seconds per decision.
# Arguments: $secs (number)
house-time_limit-option-secs = { $secs } seconds

# Name of the rules preset "standard" (the rule book's defaults).
house-preset-standard = Standard

# Name of the rules preset "quick" (shorter games).
house-preset-quick = Quick

# Name of the rules preset "tactical" (harsher play).
house-preset-tactical = Tactical

# House rules that match no preset.
house-preset-custom = Custom

# What the preset "standard" means.
house-preset-standard-about = Standard: every default of the rule book.

# What the preset "quick" means.
house-preset-quick-about = Quick: shorter games (exits on 1 or 6, a token out without rolling, no exact finish, board by player count).

# What the preset "tactical" means.
house-preset-tactical-about = Tactical: harsher play (only the starts are safe, no overtaking, everyone ranked).

# What custom house rules mean (a setup screen lists the rules below it).
house-preset-custom-about = Custom: the house rules below, as you set them.

# Terminal, seat row and setup: the CPU at strength {level} (a level name), short.
# Arguments: $level (text)
term-seat-cpu = CPU { $level }

# Terminal, seat row: {out} tokens out of base, {home} at the finish.
# Arguments: $out (number), $home (number)
term-seat-out_home = out { $out } home { $home }

# Terminal, seat row: the seat's place {place} (an ordinal) and {home} tokens at
# the finish.
# Arguments: $place (text), $home (number)
term-seat-place_home = { $place } · home { $home }

# Terminal, seat row: the seat finished in place {place} (an ordinal).
# Arguments: $place (text)
term-seat-place = { $place } place

# Terminal panel: the die showing {n}, rolled by {player}. Keep the brackets.
# Arguments: $n (number), $player (text)
term-die-rolled = Die: [ { $n } ]  rolled by { $player }

# Terminal panel: the die before a roll. Keep the brackets.
term-die-blank = Die: [   ]

# Terminal panel: heading of the legal moves (each names the squares as the
# board and the log number them).
term-moves-heading = Moves:

# Terminal move list: token {token} (such as ○2) would go from {from} to {to}
# (squares as the board and the log number them: "square 19", "home 3",
# "finish", "base") and capture {captured} (tokens such as ✚1).
# Arguments: $token (text), $from (text), $to (text), $captured (text)
term-move-captures = { $token }: { $from } → { $to }, captures { $captured }

# Terminal panel: the last move, token {token} from {from} to {to} (squares
# as the board and the log number them: "square 19", "home 3", "finish").
# Arguments: $token (text), $from (text), $to (text)
term-last_move = Last move: { $token }, { $from } → { $to }

# Terminal panel: the last move, which captured {captured}.
# Arguments: $token (text), $from (text), $to (text), $captured (text)
term-last_move-captured = Last move: { $token }, { $from } → { $to }, captured { $captured }

# Terminal move list: a token in its base.
term-progress-base = base

# Terminal panel title during the lesson.
term-title-lesson = LUDO · lesson

# Terminal panel title: the game's {rules} (term.rules.*). No game number: the
# game's own counted the games of one sitting, so every session said "game 1".
# Arguments: $rules (text)
term-title-game = LUDO · { $rules }

# Terminal: the rules of a game by the name {preset} of their preset.
# Arguments: $preset (text)
term-rules-preset = { $preset } rules

# Terminal: rules of no preset.
term-rules-custom = custom rules

# Terminal: {rules} with a turn time limit of {secs} seconds.
# Arguments: $rules (text), $secs (number)
term-rules-timed = { $rules }, { $secs } s per turn

# Terminal key line after the lesson.
term-keys-lesson_over = p start the lesson again · q quit

# Terminal key line after a game.
term-keys-game_over = p play again · n new game · r rules · q quit

# Terminal key line on a short terminal.
term-keys-short = Space roll/move · 1-4 token · ? keys · r rules · q quit

# Terminal key line, its first part: the keys that play.
term-keys-play = Space/Enter roll or move · 1-4 or ←→ choose · click a token · h hint

# Terminal key line: the undo key, shown only while the game allows an undo.
term-keys-undo = u undo

# Terminal key line: `c` then the letter of a seat ({letters}: "y/r", the
# colours' key letters, kept as they are) hands it to the CPU or takes it back.
# Arguments: $letters (text)
term-keys-seat = c then { $letters } CPU seat

# Terminal key line, its last part.
term-keys-end = r rules · ? help · q save & quit

# Terminal key line, its last part (as term.keys.end) when the game cannot be
# saved (a read-only data folder, or the last save failed): q quits without saving.
term-keys-end_unsaved = r rules · ? help · q quit (cannot save here)

# Terminal panel: heading of the event log.
term-log = Log

# Terminal: the window is smaller than the {w}×{h} characters the board needs;
# it is {now_w}×{now_h}.
# Arguments: $w (number), $h (number), $now_w (number), $now_h (number)
term-too_small = The terminal is too small for the board: it needs at least { $w }×{ $h } characters (now { $now_w }×{ $now_h }).

# Terminal: the setup screen's help does not fit the window (same arguments as
# term-too_small).
# Arguments: $w (number), $h (number), $now_w (number), $now_h (number)
term-too_small-help = The terminal is too small for the help: it needs at least { $w }×{ $h } characters (now { $now_w }×{ $now_h }).

# Terminal: what to do when the window is too small.
term-too_small-what_to_do = Enlarge the window, or press q to save and quit.

# Terminal: what to do when the window is too small, when the game cannot be
# saved (a read-only data folder, or the last save failed).
term-too_small-what_to_do_unsaved = Enlarge the window, or press q to quit (the game cannot be saved here).

# Terminal message after `c`: which seat to hand to the CPU or take back.
# {letters}: the key letters of the seats it may be ("y/r", kept as they are).
# Arguments: $letters (text)
term-seat-choose = Seat to hand to the CPU or take back: { $letters } (the colour)

# Terminal message: {player} was a CPU seat from the start and cannot be taken.
# Arguments: $player (text)
term-seat-cpu_from_start = { $player } is a CPU seat from the start; only seats a person played can be taken back.

# Terminal help: title of the overlay.
term-help-title = Help

# Terminal help: heading of the key list.
term-help-keys = Keys

# Terminal help, Space / Enter.
term-help-primary = roll the die; when choosing, move the selected token

# Terminal help, keys 1 to 4.
term-help-number = move that token (its number is on the board)

# Terminal help, arrow keys.
term-help-select = select another movable token (underlined)

# Terminal help: the name of the key "mouse click".
term-help-click_key = mouse click

# Terminal help, mouse click.
term-help-click = move the token clicked

# Terminal help, key h.
term-help-hint = hint: the suggested move and why

# Terminal help, key u.
term-help-undo = undo your last move (games against the CPU)

# Terminal help: the name of the keys "c then y/r" ({letters}: the key letters
# of the seats `c` may name, kept as they are).
# Arguments: $letters (text)
term-help-seat_key = c then { $letters }

# Terminal help, keys c then a colour letter.
term-help-seat = hand that colour's seat to the CPU, or take it back

# Terminal help, key r.
term-help-rules = the house rules of this game, in words

# Terminal help, keys q and Esc.
term-help-quit = save and quit (the line printed then says how to resume)

# Terminal help, keys q and Esc, when the game cannot be saved (a read-only
# data folder, or the last save failed).
term-help-quit_unsaved = quit: the game cannot be saved in this folder, so its moves are lost

# Terminal help, key Ctrl-Z (job control): the game pauses and saves, the
# shell gets the terminal back, and the shell command `fg` (keep it as it is)
# continues the game.
term-help-stop = pause: save and give the terminal back to the shell (fg continues the game)

# Terminal help, key Ctrl-Z, when the game cannot be saved (a read-only data
# folder, or the last save failed): it still pauses and gives the shell the
# terminal back, but saves nothing. `fg` is the shell command (keep it as it is).
term-help-stop_unsaved = pause: give the terminal back to the shell (fg continues the game; nothing is saved here)

# Terminal help over the game-over panel, key p.
term-help-play_again = play again: the same seats and rules

# Terminal help over the game-over panel, key n.
term-help-new_game = new game: choose seats and rules

# Terminal help at the end of the lesson, key p.
term-help-lesson_again = start the lesson again

# Terminal help over the game-over panel (or the lesson's end), keys q and Esc:
# the game is over and saved.
term-help-quit_over = quit (the line printed then says where the game is kept)

# Terminal help, key ?.
term-help-help = this help

# Terminal help: how to read the board's marks (keep the symbols).
term-help-legend = Board: [○] start squares, ★ safe stars, ⌂ the finish; ○ yellow, □ blue, △ red, ✚ green.

# Terminal help: the game saves itself; how to close the help.
term-help-saves = The game saves after every action. Press any key to close this help.

# Terminal help, its last line when the game cannot be saved (a read-only data
# folder, or the last save failed), in place of term.help.saves.
term-help-saves_unsaved = Nothing can be saved in this folder. Press any key to close this help.

# Terminal: title of the house-rules overlay and heading on the setup screen.
term-house_rules = House rules

# Terminal: how to close an overlay.
term-press_any_key = Press any key to close.

# Terminal setup screen: its title.
term-setup-title = Ludo: new game

# Terminal setup screen: heading of the seats.
term-setup-seats = Seats

# Terminal setup screen, row label.
term-setup-preset = Preset

# Terminal setup screen, row label.
term-setup-board = Board

# Terminal setup screen, row label; the digit keys toggle a die face.
term-setup-exit = Exit number (1-6 toggle a face)

# Terminal setup screen, row label.
term-setup-no_token = No token on board

# Terminal setup screen, row label.
term-setup-three_sixes = Three sixes end the turn

# Terminal setup screen, row label.
term-setup-capture_roll = Roll again after a capture

# Terminal setup screen, row label.
term-setup-finish_roll = Roll again on reaching the finish

# Terminal setup screen, row label.
term-setup-exact_finish = Exact roll to finish

# Terminal setup screen, row label.
term-setup-rank_everyone = Rank everyone

# Terminal setup screen, row label.
term-setup-rotate = Rotate first player on play again

# Terminal setup screen, row label.
term-setup-safe = Safe squares

# Terminal setup screen, row label.
term-setup-blocks = Blocking squares

# Terminal setup screen, row label.
term-setup-time_limit = Turn time limit

# Terminal setup screen, row label: the seed of the dice.
term-setup-seed = Dice seed

# Terminal setup screen, last row.
term-setup-start = Start the game

# Terminal setup screen value: the colour does not play.
term-setup-off = not playing

# Terminal setup screen value: the board is always the cross.
term-setup-board-cross = always the cross

# Terminal setup screen value: the board depends on the number of players.
term-setup-board-by_count = by player count

# Terminal setup screen value: every face is an exit number.
term-setup-exit-any = any roll

# Terminal setup screen value: joins exit numbers ("1 or 6"); {rest} may be
# another such list.
# Arguments: $first (text), $rest (text)
term-setup-or = { $first } or { $rest }

# Terminal setup screen value: with no token on the board, roll as usual.
term-setup-no_token-roll = roll normally

# Terminal setup screen value: with no token on the board, one comes out.
term-setup-no_token-auto = take one out without rolling

# Terminal setup screen value: with no token on the board, three tries.
term-setup-no_token-tries = up to 3 rolls

# Terminal setup screen value: a rule switched on.
term-on = on

# Terminal setup screen value: a rule switched off.
term-off = off

# Terminal setup screen value: none (safe squares, blocks, time limit).
term-none = none

# Terminal setup screen value: safe squares are the starts and the stars.
term-setup-safe-stars = starts and stars

# Terminal setup screen value: only the starts are safe.
term-setup-safe-starts = starts only

# Terminal setup screen value: two tokens together block.
term-setup-blocks-two = two together

# Terminal setup screen value: no token passes another.
term-setup-blocks-no_overtaking = no overtaking

# Terminal setup screen value: no seed typed, the dice are random.
term-setup-seed-random = random (type digits)

# Terminal setup screen explanation: {player} (a colour name) does not play.
# Arguments: $player (text)
term-setup-seat-off = { $player } does not play.

# Terminal setup screen explanation: a person plays {player} (a colour name).
# Arguments: $player (text)
term-setup-seat-person = A person plays { $player } at this keyboard (several people take turns).

# Terminal setup screen explanation: the CPU plays {player}; {about} is one of
# the term.level.*.about texts.
# Arguments: $player (text), $about (text)
term-setup-seat-cpu = The CPU plays { $player }: { $about }.

# Terminal setup screen: CPU level "random" explained, inside term.setup.seat.cpu.
term-level-random-about = random, any legal move

# Terminal setup screen: CPU level "easy" explained.
term-level-easy-about = easy, takes what it sees

# Terminal setup screen: CPU level "medium" explained.
term-level-medium-about = medium, plays safe and captures

# Terminal setup screen: CPU level "hard" explained.
term-level-hard-about = hard, weighs risks and chances

# Terminal setup screen: CPU level "expert" explained.
term-level-expert-about = expert, looks ahead at the dice

# Terminal setup screen explanation of the seed row.
term-setup-seed-about = The same seed and the same moves give the same dice; random: a new game every time.

# Terminal setup screen explanation of the start row.
term-setup-start-about = Start the game with these seats and house rules.

# Terminal setup screen: its keys.
term-setup-keys = ↑↓ choose a line · ←→ change it · digits type the seed · Enter/s start · ? help · q quit

# Terminal help over the setup screen, keys ↑ ↓ and Tab (Home and End go to
# the first and the last line).
term-help-setup-choose = choose a line (Home: the first, End: the last)

# Terminal help over the setup screen, keys ← → and Space.
term-help-setup-change = change the selected line

# Terminal help over the setup screen, digits 1 to 6.
term-help-setup-exit = on the exit number line: add or take away that face

# Terminal help over the setup screen, digits 0 to 9 (Backspace deletes one).
term-help-setup-seed = on the seed line: type the seed (Backspace deletes a digit)

# Terminal help over the setup screen, keys s and Enter ("Start the game" is
# the label of the setup screen's last line, term.setup.start).
term-help-setup-start = start the game (Enter: on the seed line or on “Start the game”; on the other lines it changes the line)

# Terminal help over the setup screen, keys q and Esc: no game has started, so
# there is nothing to save.
term-help-setup-quit = quit: no game has started, so nothing is saved

# Terminal setup screen, refused: fewer than two colours play.
term-setup-two_players = At least two colours must play.

# Terminal setup screen, refused: the typed seed is too large.
term-setup-bad_seed = The seed must be a number below 2^64.

# Terminal setup screen, refused: the last exit number cannot be cleared.
term-setup-one_exit = At least one exit number must stay chosen.

# Terminal replay: the action before the first one.
term-replay-start = the start

# Terminal replay: the action "roll".
term-replay-roll = roll

# Terminal replay: the action "move token {token}".
# Arguments: $token (number)
term-replay-move = move token { $token }

# Terminal replay: the action "the turn timer ran out".
term-replay-time_out = time-out

# Terminal replay text: game {n} with {rules} and {seats} (a list).
# Arguments: $n (number), $rules (text), $seats (text)
term-replay-header = Game { $n } · { $rules } · { $seats }

# Terminal replay text: the game did not end.
term-replay-not_over = (the game is not over)

# Terminal replay: the title, game {n}.
# Arguments: $n (number)
term-replay-title = REPLAY · game { $n }

# Terminal replay: step {step} of {len} shown.
# Arguments: $step (number), $len (number)
term-replay-step = Step { $step } of { $len }

# Terminal replay: step {step} of {len}, playing by itself.
# Arguments: $step (number), $len (number)
term-replay-step_playing = Step { $step } of { $len } (playing)

# Terminal replay: the action {action} shown.
# Arguments: $action (text)
term-replay-action = Action: { $action }

# Terminal replay: its keys.
term-replay-keys = →/Space next · ← back · PgUp/PgDn ±10 · Home/End · a autoplay · q quit

# Terminal game-over panel: title.
term-over-title = GAME OVER

# Terminal game-over panel: {players} share a place.
# Arguments: $players (text)
term-over-shared = { $players } (shared)

# Terminal game-over panel: heading of the table of die faces rolled (short).
term-over-dice = Dice rolled

# Terminal game-over panel: the column of all rolls (short).
term-over-total = total

# Terminal game-over panel: `p` plays again and {player} starts (not Enter,
# which rolls: held, it skipped the panel).
# Arguments: $player (text)
term-over-again_starts = p: play again ({ $player } starts)

# Terminal game-over panel: `p` plays again, everyone rolls for who starts.
term-over-again_roll = p: play again (roll for who starts)

# Terminal game-over panel: the other keys.
term-over-keys = n: new game (setup)    q: quit

# Terminal: the name of the game in window titles.
term-ludo = Ludo

# Terminal, after "new game" at the resume prompt: the unfinished game was set
# aside, as the file {path} (a path, kept as it is).
# Arguments: $path (text)
term-notice-set_aside = The unfinished game is kept as { $path }.

# Terminal: a damaged save {from} was moved aside, to {to} (paths, kept as they are).
# Arguments: $from (text), $to (text)
term-notice-damaged_kept = The damaged save { $from } is kept as { $to }.

# Terminal, a new game asked for on the command line (`ludo play` with its
# new-game option) as it starts: the unfinished game could not be
# set aside ({why}: the system's reason, in English), so the new game does not
# start (it could never be saved).
# Arguments: $why (text)
term-notice-new_refused = Could not keep the unfinished game aside ({ $why }), so the new game did not start; the unfinished one is still saved.

# Terminal, at the resume prompt: the unfinished game could not be set aside
# ({why}: the system's reason, in English), so no new game starts.
# Arguments: $why (text)
term-notice-set_aside_failed = Could not keep the unfinished game aside ({ $why }); resume it (y) or quit (q).

# Terminal resume prompt: its first line.
term-resume-title = An unfinished game was saved.

# Terminal resume prompt: the game's {rules} (term.rules.*).
# Arguments: $rules (text)
term-resume-game = Rules: { $rules }

# Terminal resume prompt: the {players} of the game.
# Arguments: $players (text)
term-resume-players = Players: { $players }

# Terminal resume prompt: {n} actions were played.
# Arguments: $n (number)
term-resume-actions =
    { $n ->
        [one] { $n } action played.
       *[other] { $n } actions played.
    }

# Terminal resume prompt and setup screen: {n} unfinished games were set aside
# under `abandoned/` earlier; the {command} that lists them.
# Arguments: $n (number), $command (text)
term-set_aside_hint =
    { $n ->
        [one] { $n } unfinished game set aside earlier: { $command } lists it.
       *[other] { $n } unfinished games set aside earlier: { $command } lists them.
    }

# Terminal list of the games set aside (each line: the first digits of its id,
# then aside.game): its last line: the times are UTC, the {resume} command
# continues a game set aside, the {replay} command watches one (both commands
# as typed).
# Arguments: $resume (text), $replay (text)
term-aside-footer = Times are UTC. Continue one with { $resume } (the first digits of its id are enough; the game saved now is set aside first). Watch one with { $replay }.

# Terminal list of the games set aside, when no game is set aside in the
# folder {dir} (a path).
# Arguments: $dir (text)
term-aside-none = No unfinished games set aside in { $dir }.

# Terminal resume prompt: its keys.
term-resume-keys = y / Enter: resume it    n: set up a new game    q: quit

# Terminal resume prompt: its keys when a new game was asked for.
term-resume-keys_requested = y / Enter: resume it   n: set it aside, start the new game   q: quit

# The table could not write its save; the last save on disk stays.
save-failed = This game could not be saved; the last save is kept.

# Before the first roll: the short code of the dice commitment (`docs/fair-dice.md`).
# Arguments: $code (text)
dice-code = Dice code { $code }. When the game ends, every roll can be checked against it.

# Game over: every roll came from the committed dice.
dice-verified = Dice verified: every roll came from the dice code shown at the start.

# Game over: the rolls do not match the committed dice.
dice-not_verified = Dice NOT verified: the rolls do not match the dice code.

# Records, dice fairness of a profile: fewer rolls than the test needs.
# {rolls}: rolls counted; {needed}: rolls needed (30).
# Arguments: $rolls (number), $needed (number)
records-fairness-too_few = Too few rolls to tell yet: { $rolls } of the { $needed } needed.

# Records, dice fairness of a profile: the counts look like a fair die's.
# {p}: the p-value as "p = 0.42" (Latin digits).
# Arguments: $p (text)
records-fairness-as_expected = As expected from a fair die ({ $p }).

# Records, dice fairness of a profile: the counts are rare for a fair die.
# {p}: the p-value as "p = 0.003" (Latin digits).
# Arguments: $p (text)
records-fairness-unusual = Unusual for a fair die: { $p }. Counts this uneven are rare, but they happen.

# Terminal log and the line printed at the end: the finished game was recorded
# in the history and changed no rating (no reason known).
term-recorded = Recorded in the history.

# Terminal log: the finished game was recorded in the history and rated:
# {changes} each profile's rating before and after ("Asha 1200 → 1216", joined
# with list.separator).
# Arguments: $changes (text)
term-recorded-rated = Recorded in the history: rated, { $changes }.

# Terminal log: the finished game was recorded in the history but not rated:
# {why} one of the records.unrated.* sentences ("Not rated: a move was taken
# back.").
# Arguments: $why (text)
term-recorded-unrated = Recorded in the history. { $why }

# Records, a recorded game that changed no rating: it was the lesson.
records-unrated-tutorial = Not rated: it was the lesson.

# Records, a recorded game that changed no rating: the dice were scripted.
records-unrated-scripted_dice = Not rated: the dice were scripted.

# Records, a recorded game that changed no rating: its dice came from a chosen
# seed (the terminal's seed option), known in advance.
records-unrated-chosen_seed = Not rated: the dice came from a chosen seed.

# Records, a recorded game that changed no rating: a move was taken back.
records-unrated-undo = Not rated: a move was taken back.

# Records, a recorded game that changed no rating: a seat went to the CPU or
# from it during the game.
records-unrated-seat_handed_over = Not rated: a seat changed hands.

# Records, a recorded game that changed no rating: no seat had a profile.
records-unrated-no_profile = Not rated: no player had a profile.

# Records, a recorded game that changed no rating: fewer than two rated players.
records-unrated-no_rated_opponent = Not rated: no rated opponent (guests have no rating).

# Records, said once after opening: the database file was damaged and kept
# under another name. {file}: that file's name.
# Arguments: $file (text)
records-set_aside = The records could not be read, so a new, empty record book was started. The old file was kept as { $file }.

# Records, said once after opening: the database file was damaged, kept under
# another name, and the records were restored from their last backup (the
# copy made after the last change). {file}: the damaged file's name.
# Arguments: $file (text)
records-restored = The records could not be read, so they were restored from their last backup. The damaged file was kept as { $file }.

# Records, a new profile name refused: it looks like another profile's name
# (the same letters from another alphabet, fullwidth letters, "ß" for "ss").
# {name}: the other profile's name.
# Arguments: $name (text)
records-name_looks_like = That name looks like the profile { $name }. Choose a name that looks different.

# Records, a new profile name refused: nothing of it shows (only blanks or
# accents without a letter).
records-name_blank = A name needs at least one letter, digit or sign that shows.

# Records, a profile's statistics, first line: its rating (a whole number) and
# how many rated games changed it.
# Arguments: $rating (number), $rated (number)
records-stats-rating =
    { $rated ->
        [one] Rating { $rating } ({ $rated } rated game)
       *[other] Rating { $rating } ({ $rated } rated games)
    }

# Records, a profile's statistics: games played and first places.
# Arguments: $games (number), $wins (number)
records-stats-games = Games: { $games }, won: { $wins }

# The ordinal "first" of a place: the records' statistics (records.stats.place)
# and the terminal's seat rows (term.seat.place).
ordinal-1 = 1st

# The ordinal "second" of a place (as ordinal.1).
ordinal-2 = 2nd

# The ordinal "third" of a place (as ordinal.1).
ordinal-3 = 3rd

# The ordinal "fourth" of a place (as ordinal.1).
ordinal-4 = 4th

# The ordinal of a larger number {n} (a fallback: places go to 4).
# Arguments: $n (number)
ordinal-n = { $n }th

# Records, a profile's statistics: how often it finished in each place;
# {places} records.stats.place for 1st to 4th, joined with list.separator.
# Arguments: $places (text)
records-stats-places = Places: { $places }

# Inside records.stats.places: {n} games finished in place {place} (an ordinal,
# ordinal.1 to ordinal.4): "1st ×3". Keep it short, it shares one phone line
# with the other three places.
# Arguments: $place (text), $n (number)
records-stats-place = { $place } ×{ $n }

# Records, a profile's statistics: the share of games won; {percent} a whole
# percentage with its sign ("42%": a text, so no "%" is in the template, where
# the phones' format strings would read it).
# Arguments: $percent (text)
records-stats-win_rate = Win rate: { $percent }

# Records, a profile's statistics: opponent tokens captured and own tokens lost.
# Arguments: $made (number), $suffered (number)
records-stats-captures = Captures made: { $made }, suffered: { $suffered }

# Records, a profile's statistics: rolls counted and sixes among them.
# Arguments: $rolls (number), $sixes (number)
records-stats-dice = Rolls: { $rolls }, sixes: { $sixes }

# Records, one recorded game in the history list: {when} the date and time it
# was recorded (YYYY-MM-DD HH:MM, the phone's time), {seats} its seats by place
# (records.history.seat, joined with list.separator), {rated} records.rated or
# one of the records.unrated.* sentences.
# Arguments: $when (text), $seats (text), $rated (text)
records-history-line = { $when } · { $seats } · { $rated }

# Inside records.history.line, one seat: {place} its place (1 = first),
# {player} the colour with its symbol (player.label), {who} the profile's name,
# records.guest or records.cpu.
# Arguments: $place (number), $player (text), $who (text)
records-history-seat = { $place }. { $player } ({ $who })

# Inside records.history.seat: a person's seat without a profile.
records-guest = guest

# Inside records.history.seat: a CPU's seat.
records-cpu = CPU

# Inside records.history.line: the game changed the ratings.
records-rated = Rated

# The result screen after a rated game, a line per profile: {name} the profile,
# its rating before and after (whole numbers).
# Arguments: $name (text), $before (number), $after (number)
records-rating_change = { $name }: rating { $before } → { $after }

# A setup screen refuses to start: fewer than 2 (or more than 4) seats are
# taken.
setup-seat_count = Seat 2 to 4 players.

# A game set aside earlier (a new game replaced it), on the phones' home screen
# and in the terminal's `ludo resume` list: {when}
# the date and time it was set aside (YYYY-MM-DD HH:MM, or
# aside.date_unknown), {seats} its seats (aside.seat, joined with
# list.separator), {n} how many actions (rolls and moves) it has.
# Arguments: $when (text), $seats (text), $n (number)
aside-game =
    { $n ->
        [one] { $when }: { $seats }, { $n } action
       *[other] { $when }: { $seats }, { $n } actions
    }

# One seat inside aside.game: {player} the colour's name, {kind} "person" or
# "CPU (easy)".
# Arguments: $player (text), $kind (text)
aside-seat = { $player } { $kind }

# Phones' home screen, a set-aside file that cannot be read (kept, not
# deleted): {when} as in aside.game.
# Arguments: $when (text)
aside-damaged = { $when }: damaged, cannot be continued (kept on this device)

# Inside aside.game and aside.damaged when the file's time is not known.
aside-date_unknown = date unknown

# Game review screen (the phones): its title.
review-title = Game review

# Game review: progress while the moves are reviewed, {done} of {total} decisions.
# Arguments: $done (number), $total (number)
review-progress = Reviewing the moves: { $done } of { $total }

# Game review: the game has no decision of a person to review.
review-none = No move of a person to review in this game.

# Game review: the review could not be made.
review-failed = This game could not be reviewed.

# Verdict of a reviewed move (docs/review.md): the best move found.
review-verdict-best = best

# Verdict: lost less than 3 points of win chance.
review-verdict-good = good

# Verdict: lost 3 to 6 points of win chance.
review-verdict-inaccuracy = inaccuracy

# Verdict: lost 6 to 12 points of win chance.
review-verdict-mistake = mistake

# Verdict: lost 12 points of win chance or more.
review-verdict-blunder = blunder

# A reviewed decision in the list: its number {n}, who rolled {roll}, the verdict
# (a review.verdict.* text) and the win chance after the move played ({chance}, e.g. "42 %").
# Arguments: $n (number), $player (text), $roll (number), $verdict (text), $chance (text)
review-decision = { $n }. { $player } rolled { $roll }: { $verdict }, win chance { $chance }

# Below the position of a reviewed decision: the move played (token number
# {token}) and the win chance after it.
# Arguments: $token (number), $chance (text)
review-played = Played: token { $token }, win chance { $chance }

# Below the position of a reviewed decision: the better move (token number
# {token}) and the win chance it gives.
# Arguments: $token (number), $chance (text)
review-better = Better: token { $token }, win chance { $chance }

# A win chance the review can only estimate to a few points ({chance}, e.g. "42%").
# Arguments: $chance (text)
review-about = about { $chance }

# Spoken summary of the win-chance graph; {seats} is a list of review.graph_seat.
# Arguments: $seats (text)
review-graph = Win chances over the game: { $seats }.

# One seat in the graph's summary: its win chance at the first and last reviewed move.
# Arguments: $player (text), $from (text), $to (text)
review-graph_seat = { $player } from { $from } to { $to }

# A hint with what its move gains (`docs/ai.md`, "Hints"): {hint} is the hint
# line (`hint.move`), {n} how many more games in 100 the move wins than the
# next best move, by rollouts.
# Arguments: $hint (text), $n (number)
hint-gain =
    { $n ->
        [one] { $hint } It wins about { $n } more game in 100 than the next best move.
       *[other] { $hint } It wins about { $n } more games in 100 than the next best move.
    }

# A hint whose move wins about as often as the next best move, by rollouts:
# {hint} is the hint line (`hint.move`).
# Arguments: $hint (text)
hint-gain_none = { $hint } Other moves win about as often.

# Said and shown after words were mixed into the dice (`docs/fair-dice.md`).
# {words}: every entry mixed in so far, each in quotes, separated by commas.
# Arguments: $words (text)
dice-mixed = Mixed into the dice: { $words }. The code stays the same; the rolls are now yours too.

# The title of the field where a person types words to mix into the dice.
dice-mix_prompt = Add your own words to the dice

# Under the mixing field: what mixing in does.
dice-mix_explain = Anything you type changes every roll, but not the code: not even the app chooses the dice alone.

# The button (or key label) that opens the mixing field before the first roll.
dice-mix_button = Mix in your words

# A pad people tap to stir the dice; their tap times and places are mixed in.
dice-mix_tap_pad = Or tap here to stir the dice

# Terminal panel, before the first roll while words may be mixed in: the key.
term-mix-offer = m: mix your own words into the dice

# Terminal panel, under the field for words to mix in: its keys.
term-mix-keys = Enter mix in · Esc cancel

# Terminal help: what `m` does.
term-help-mix = before the first roll: mix your own words into the dice

# CPU strength level "master" (above expert: searches twice as many rolls ahead),
# inside "CPU ({level})".
level-master = master

# Terminal setup screen: CPU level "master" explained.
term-level-master-about = master, looks twice as far ahead at the dice, takes up to a second

# Terminal `ludo replay`: what to do when the window is too small (nothing to
# save: q only quits).
term-too_small-what_to_do_replay = Enlarge the window, or press q to quit.

# Terminal game-over panel: every roll came from the committed dice, with the
# dice code itself, the one shown (and logged) at the start, to compare
# (docs/fair-dice.md); in place of `dice.verified`.
# Arguments: $code (text)
term-over-dice_verified = Dice verified: every roll came from dice code { $code }, shown at the start.

# Terminal game-over panel: the rolls do not match the committed dice, with the
# dice code; in place of `dice.not_verified`.
# Arguments: $code (text)
term-over-dice_not_verified = Dice NOT verified: the rolls do not match dice code { $code }, shown at the start.

# Play screen: the hint button's label under its icon (a light bulb).
scene-hint = Hint

# Play screen: the undo button's label under its icon.
scene-undo = Undo

# Play screen: the label under the button that hands the person's seat to the
# CPU (or takes it back); keep it short.
scene-cpu = CPU

# Play screen, spoken: the button hands {player}'s seat to the CPU.
# Arguments: $player (text)
scene-hand_to_cpu = Hand { $player } to the CPU

# Play screen, spoken: the button (or a CPU seat's panel) gives {player}'s seat
# back to the person who played it.
# Arguments: $player (text)
scene-take_back = Take { $player } back from the CPU

# Play screen: the menu button's label (rules, dice statistics, home).
scene-menu = Menu

# Play screen: the dice statistics button's label under its icon; keep it short.
scene-stats = Dice

# Play screen, spoken: what the dice statistics button opens.
scene-stats-long = Dice statistics

# Pass-and-play curtain over the board: the device goes to {player} (a colour
# name, or a colour and a profile name). The same words as the status line
# (`prompt.handover`), which shows at the same time.
# Arguments: $player (text)
scene-handover = Pass the device to { $player }

# Pass-and-play curtain: the button {player} taps once they hold the device.
# Arguments: $player (text)
scene-ready = { $player }: ready

# Curtain over the board while the game is paused.
scene-paused = Paused

# Result card's title: {player} finished first.
# Arguments: $player (text)
scene-wins = { $player } wins!

# Result card's title when several players share the first place ({players} is a
# list of colour names).
# Arguments: $players (text)
scene-win_tie = { $players } share the win!

# Result card and lesson's end: the button that starts the next game.
scene-play_again = Play again

# Result card: the button that opens the game review.
scene-review = Review

# Result card and lesson's end: the button that returns to the home screen.
scene-home = Home

# Play screen: the last autosave failed (shown until one is written).
scene-save_failed = The game could not be saved

# Play screen: under the die when the person may roll; keep it short.
scene-tap_to_roll = Tap

# A seat panel's second line for a person's seat.
scene-person = Player

# A seat panel's second line for a CPU seat: {level} is the level's name.
# Arguments: $level (text)
scene-cpu_level = CPU · { $level }

# A seat panel's second line once the seat finished: {place} is an ordinal.
# Arguments: $place (text)
scene-placed = { $place } place

# Store screenshot caption over the play screen: how to play in one line.
store-caption-play = Tap the die. Tap a token. Your move.

# Store screenshot caption over a capture in motion.
store-caption-capture = Every hop and every capture, animated

# Store screenshot caption over the result card ("Dice verified").
store-caption-win = Fair dice anyone can check

# Store screenshot caption over the pass-and-play curtain.
store-caption-family = Pass and play, or play the computer offline

# Store: the app's name on the feature graphic.
store-title = Ludo

# Store: the feature graphic's tagline.
store-tagline = Classic Ludo · no ads · fair dice
