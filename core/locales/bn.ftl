### The texts of the Ludo core in Bengali. The translator's notes and the arguments
### of every message are in en.ftl; how to add or change a text: docs/i18n.md.
###
### Terms (from the original Hindi and Bengali rule pages): base आधार / ঘাঁটি, start
### शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য,
### safe square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ,
### token मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর,
### capture पकड़ना / ধরা, roll फेंकना / ফেলা. Numbers stay in Latin digits.

## names

name-yellow = হলুদ

name-blue = নীল

name-red = লাল

name-green = সবুজ

name-yellow-oblique = হলুদ

name-blue-oblique = নীল

name-red-oblique = লাল

name-green-oblique = সবুজ

player-label = { $name } { $symbol }

list-separator = { ", " }

level-random = এলোমেলো

level-easy = সহজ

level-medium = মাঝারি

level-hard = কঠিন

level-expert = বিশেষজ্ঞ

seat-kind-person = ব্যক্তি

seat-kind-cpu = CPU ({ $level })

seat-summary =
    { $n ->
        [one] { $player }, { $kind }, { $n }টি ঘুঁটি গন্তব্যে
       *[other] { $player }, { $kind }, { $n }টি ঘুঁটি গন্তব্যে
    }

## events (announcements and the game log)

event-game_started = খেলা { $n } শুরু।

event-game_started_roll_off = খেলা { $n } শুরু: কে শুরু করবে ঠিক করতে সবাই পাশা ফেলুন।

event-first_roll = প্রথম পালার জন্য { $player } ফেলল { $n }।

event-first_roll_tie = সমান: { $players } আবার ফেলুন।

event-first_player = { $player } শুরু করবে।

event-rolled = { $player }-এর { $n } এসেছে।

event-moved_out = { $player } ঘুঁটি { $token } ঘাঁটি থেকে শুরুর ঘরে বের করল।

event-auto_exit = { $player } না ফেলেই ঘুঁটি { $token } ঘাঁটি থেকে বের করল।

event-moved =
    { $steps ->
        [one] { $player }-এর ঘুঁটি { $token } { $square }-এ গেল ({ $steps } ঘর)।
       *[other] { $player }-এর ঘুঁটি { $token } { $square }-এ গেল ({ $steps } ঘর)।
    }

event-captured = { $by } { $player }-এর ঘুঁটি { $token } ধরল: সেটি ঘাঁটিতে ফিরল।

event-token_finished = { $player }-এর ঘুঁটি { $token } গন্তব্যে পৌঁছাল।

event-player_finished = { $player }-এর সব ঘুঁটি গন্তব্যে: স্থান { $place }।

event-extra_roll = { $player } আবার ফেলবে।

event-extra_roll_because = { $player } আবার ফেলবে ({ $reasons })।

extra_roll-six = 6 এসেছে

extra_roll-capture = ধরেছে

extra_roll-finish = গন্তব্যে পৌঁছেছে

event-three_sixes = টানা তিনবার 6: { $player }-এর পালা শেষ।

event-failed_try =
    { $n ->
        [one] { $player }-এর ঘুঁটি বের হয়নি: আর { $n } বার।
       *[other] { $player }-এর ঘুঁটি বের হয়নি: আর { $n } বার।
    }

event-turn = { $player }-এর পালা।

event-no_move = { $player } কোনো চাল দিতে পারে না। { $next }-এর পালা।

event-tries_used_up = { $player }-এর তিনবারের চেষ্টা শেষ। { $next }-এর পালা।

event-seat_person = এখন { $player }-এর হয়ে আবার একজন ব্যক্তি খেলছে।

event-seat_cpu = এখন { $player }-এর হয়ে CPU ({ $level }) খেলছে।

table-resigned = { $player } হার মেনে নিয়েছে: রেটেড খেলায় মাঝপথে ছেড়ে দেওয়া হার হিসেবে গণ্য হয়।

event-timed_out = { $player }-এর সময় শেষ: খেলা তার হয়ে চাল দেয়।

event-undone =
    { $n ->
        [one] ফিরিয়ে নেওয়া হল: { $n }টি পদক্ষেপ।
       *[other] ফিরিয়ে নেওয়া হল: { $n }টি পদক্ষেপ।
    }

event-game_over_winner = খেলা শেষ: { $player } জিতেছে!

event-game_over_shared = খেলা শেষ: { $players } যৌথভাবে প্রথম।

event-game_over = খেলা শেষ।

## the table

table-resumed = আবার স্বাগতম: খেলা যেখানে সংরক্ষিত হয়েছিল সেখান থেকে চলছে।

table-new_dice_code = খেলা শুরু হয়নি, তাই পাশা আবার ঠিক হলো: নতুন পাশার কোড { $code }। আগে মেশানো কথা পুরোনো পাশার সঙ্গে চলে গেছে।

table-lesson_resumed = পাঠে আবার স্বাগতম।

table-reopened_over = এই খেলা শেষ হয়ে গেছে: দেখুন কীভাবে শেষ হলো।

## status line

prompt-first_roll = { $player }: কে শুরু করবে ঠিক করতে পাশা ফেলুন।

prompt-roll = { $player }: পাশা ফেলুন।

prompt-auto_exit = { $player }: পাশা চাপুন, একটি ঘুঁটি ঘাঁটি থেকে বের হবে।

prompt-move = { $player }-এর { $n } এসেছে: চালানোর জন্য একটি ঘুঁটি বেছে নিন।

prompt-cpu = { $player } (CPU) খেলছে…

prompt-cpu_starts = { $player } (CPU) আগে ফেলবে। চাইলে আগে নিজের কথা মেশান, তারপর শুরু করতে পাশা ফেলুন।

prompt-game_over = খেলা শেষ।

prompt-paused = খেলা থেমে আছে।

prompt-handover = ডিভাইসটি { $player }-কে দিন।

prompt-lesson_done = পাঠ শেষ।

timer-left =
    { $n ->
        [one] { $n } সেকেন্ড বাকি
       *[other] { $n } সেকেন্ড বাকি
    }

## hints

hint-move = ইঙ্গিত: ঘুঁটি { $token } নিন { $square }-এ। { $reason }

hint-reason-finishes = এটি গন্তব্যে পৌঁছায়।

hint-reason-captures = এটি প্রতিপক্ষকে ধরে।

hint-reason-escapes_danger = এটি ধরা পড়া থেকে বাঁচে।

hint-reason-enters_home_column = এটি গন্তব্যের পথে ঢোকে, সেখানে এটি নিরাপদ।

hint-reason-leaves_base = এটি ঘাঁটি থেকে একটি ঘুঁটি বের করে।

hint-reason-forms_block = এটি অবরোধ তৈরি করে।

hint-reason-reaches_safe_square = এটি নিরাপদ ঘরে থামে।

hint-reason-advances = এটি সবচেয়ে ভালো এগোনো।

hint-reason-only_move = এটিই একমাত্র চাল।

## squares and tokens (accessibility)

square-track = ঘর { $n }

square-start = { $player }-এর শুরু, ঘর { $n }

square-star = তারা, ঘর { $n }

square-safe = { $square }, নিরাপদ ঘর

square-safe-oblique = { $square }, নিরাপদ ঘর

square-home_column = { $player }-এর গন্তব্যের পথ, ঘর { $n }

square-finish = { $player }-এর গন্তব্য

square-base = { $player }-এর ঘাঁটি

square-target = { $square }। ঘুঁটি { $token } এখানে আসবে।

move-choice = ঘুঁটি { $token } নিন { $square }-এ

move-choice-captures = ঘুঁটি { $token } নিন { $square }-এ, ধরবে { $captured }

move-captured = { $player }-এর ঘুঁটি { $token }

token-at = { $player }-এর ঘুঁটি { $token }, { $square }

token-can_move = { $description }, চলতে পারে

die-blank = পাশা

die-shows = পাশা, { $n } দেখাচ্ছে

## refused inputs

refusal-not_your_turn = আপনার পালা নয়।

refusal-roll_first = আগে পাশা ফেলুন।

refusal-move_first = আগে একটি ঘুঁটি চালুন।

refusal-cannot_move = ঘুঁটি { $token } { $n } দিয়ে চলতে পারে না।

refusal-game_over = খেলা শেষ হয়ে গেছে।

refusal-not_over = খেলা এখনো শেষ হয়নি।

refusal-undo_not_allowed = ফিরিয়ে নেওয়া শুধু CPU-এর সঙ্গে খেলায়।

refusal-undo_rated = রেটেড খেলায় চাল ফিরিয়ে নেওয়া যায় না।

refusal-profiles_fixed = খেলা শুরু হয়ে যাওয়ার পর প্রোফাইল বদলানো যায় না।

refusal-cpu_seat_rated = রেটেড খেলায় { $player } CPU-ই খেলে যাবে।

refusal-nothing_to_undo = ফিরিয়ে নেওয়ার মতো কোনো ব্যক্তির চাল নেই।

refusal-paused = খেলা থেমে আছে।

refusal-not_seated = { $player } এই খেলায় নেই।

refusal-no_hint = ইঙ্গিত শুধু চাল বাছাই করা ব্যক্তির জন্য।

refusal-handover = আগে ডিভাইসটি { $player }-কে দিন।

refusal-blank_words = ফাঁকা কথা মেশানো হয় না: এমন কথা লিখুন যা আপনি চিনতে পারবেন।

refusal-not_allowed = এটি এখন সম্ভব নয়।

refusal-lesson_done = পাঠ শেষ হয়ে গেছে।

## the lesson ("learn on the board")

tip-roll_first = আপনি { $player }। পাশা ফেলুন: 6 এলে ঘুঁটি ঘাঁটি থেকে বের হয়।

tip-bring_out = 6 এসেছে! আপনার ঘুঁটি ঘাঁটি থেকে শুরুর ঘরে বের করুন।

tip-extra_roll = 6 এলে আবার ফেলা যায়। আবার পাশা ফেলুন।

tip-move =
    { $n ->
        [one] আপনার ঘুঁটি ঘড়ির কাঁটার দিকে { $n } ঘর এগিয়ে নিন।
       *[other] আপনার ঘুঁটি ঘড়ির কাঁটার দিকে { $n } ঘর এগিয়ে নিন।
    }

tip-cpu = এখন { $player }, অর্থাৎ CPU, খেলছে। তার ঘুঁটি দেখুন।

tip-roll = আপনার পালা: পাশা ফেলুন।

tip-safe = এই চাল নিরাপদ ঘরে থামে: শুরু ও তারার ঘরে ঘুঁটি ধরা যায় না।

tip-capture = ঠিক { $player }-এর ঘুঁটির ওপর থামুন এবং সেটি ধরুন: সেটি ঘাঁটিতে ফেরে এবং আপনি আবার ফেলেন।

tip-done = পাঠ শেষ! চার ঘুঁটি সবার আগে গন্তব্যে নিলে জয়। প্রস্তুত হলে আসল খেলা শুরু করুন।

house-board-cross = বোর্ড: 15×15 ক্রস, খেলোয়াড় যতজনই হোক।

house-board-by_player_count =
    { $players ->
        [one] খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড: 2 জনের দুই বাহুর বোর্ড, 3 জনের T-আকৃতির বোর্ড, 4 জনের ক্রস (এই খেলায় { $players } জন খেলোয়াড়)।
       *[other] খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড: 2 জনের দুই বাহুর বোর্ড, 3 জনের T-আকৃতির বোর্ড, 4 জনের ক্রস (এই খেলায় { $players } জন খেলোয়াড়)।
    }

house-exit-any = যে সংখ্যাই আসুক, ঘুঁটি ঘাঁটি থেকে বের হয়।

house-exit-faces = { $faces } এলে ঘুঁটি ঘাঁটি থেকে বের হয়।

house-or = { $first } বা { $rest }

house-no_token-roll_normally = সব ঘুঁটি ঘাঁটিতে থাকলে স্বাভাবিকভাবে পাশা ফেলুন; বের হওয়ার সংখ্যা না এলে পালা শেষ।

house-no_token-auto_exit = সব ঘুঁটি ঘাঁটিতে থাকলে পাশা চাপলেই না ফেলে একটি ঘুঁটি বের হয়।

house-no_token-three_tries = সব ঘুঁটি ঘাঁটিতে থাকলে একটি বের করতে 3 বার পর্যন্ত পাশা ফেলা যায়।

house-three_sixes-on = টানা তিনবার 6 এলে পালা শেষ হয়।

house-three_sixes-off = টানা তিনবার 6 এলেও পালা শেষ হয় না।

house-capture_roll-on = ধরলে আবার ফেলার সুযোগ মেলে।

house-capture_roll-off = ধরলে আবার ফেলার সুযোগ মেলে না।

house-finish_roll-on = ঘুঁটি গন্তব্যে পৌঁছালে আবার ফেলার সুযোগ মেলে।

house-finish_roll-off = গন্তব্যে পৌঁছালে আবার ফেলার সুযোগ মেলে না।

house-exact_finish-on = গন্তব্যে যেতে ঠিক সমান সংখ্যা লাগে।

house-exact_finish-off = প্রয়োজনের চেয়ে বড় সংখ্যাতেও গন্তব্যে পৌঁছানো যায়।

house-rank_everyone-on = সবার স্থান ঠিক না হওয়া পর্যন্ত খেলা চলে।

house-rank_everyone-off = প্রথম খেলোয়াড়ের সব ঘুঁটি গন্তব্যে পৌঁছালেই খেলা শেষ।

house-rotate-on = "আবার খেলুন"-এ ঘড়ির কাঁটার দিকে পরের খেলোয়াড় শুরু করে।

house-rotate-off = "আবার খেলুন"-এ কে শুরু করবে ঠিক করতে সবাই পাশা ফেলে।

house-safe-starts_and_stars = নিরাপদ ঘর (এখানে ধরা যায় না): প্রতিটি শুরু ও প্রতিটি তারা।

house-safe-starts_only = নিরাপদ ঘর (এখানে ধরা যায় না): শুধু শুরুর ঘর।

house-safe-none = কোনো ঘর নিরাপদ নয়: ঘুঁটি যেকোনো জায়গায় ধরা যায়।

house-blocks-two_together = এক রঙের দুটি ঘুঁটি এক ঘরে থাকলে অবরোধ হয়, কোনো প্রতিপক্ষ তা পেরোতে পারে না।

house-blocks-none = একসঙ্গে থাকা ঘুঁটি কাউকে আটকায় না।

house-blocks-no_overtaking = কোনো ঘুঁটি অন্য ঘুঁটিকে পেরোতে পারে না, তবে তার ঘরে থামতে পারে।

house-time_limit = প্রতিটি সিদ্ধান্তের জন্য { $secs } সেকেন্ড; তারপর খেলা খেলোয়াড়ের হয়ে চাল দেয় (টানা 3 বার হলে আসনটি CPU পায়)।

house-time_limit-none = পালার কোনো সময়সীমা নেই।

house-time_limit-option-none = সীমা নেই

house-time_limit-option-secs = { $secs } সেকেন্ড

house-preset-standard = প্রমিত

house-preset-quick = দ্রুত

house-preset-tactical = কৌশলী

house-preset-custom = নিজস্ব নিয়ম

house-preset-standard-about = প্রমিত: নিয়ম বইয়ের সব মূল নিয়ম।

house-preset-quick-about = দ্রুত: ছোট খেলা (1 বা 6-এ বের হওয়া, না ফেলেই ঘুঁটি বের, গন্তব্যে ঠিক সংখ্যা লাগে না, খেলোয়াড়ের সংখ্যা অনুযায়ী বোর্ড)।

house-preset-tactical-about = কৌশলী: কঠিন খেলা (শুধু শুরুর ঘর নিরাপদ, পেরিয়ে যাওয়া নিষেধ, সবার স্থান ঠিক হয়)।

house-preset-custom-about = নিজস্ব নিয়ম: নিচের ঘরোয়া নিয়মগুলো, যেমন আপনি ঠিক করেছেন।

term-seat-cpu = CPU { $level }

term-seat-out_home = বাইরে { $out } গন্তব্যে { $home }

term-seat-place_home = { $place } · গন্তব্যে { $home }

term-seat-place = { $place } স্থান

term-die-rolled = পাশা: [ { $n } ]  { $player } ফেলেছে

term-die-blank = পাশা: [   ]

term-moves-heading = চাল:

term-move-captures = { $token }: { $from } → { $to }, ধরবে { $captured }

term-last_move = শেষ চাল: { $token }, { $from } → { $to }

term-last_move-captured = শেষ চাল: { $token }, { $from } → { $to }, ধরেছে { $captured }

term-progress-base = ঘাঁটি

term-title-lesson = লুডো · পাঠ

term-title-game = লুডো · { $rules }

term-rules-preset = { $preset } নিয়ম

term-rules-custom = নিজস্ব নিয়ম

term-rules-timed = { $rules }, প্রতি পালায় { $secs } সেকেন্ড

term-keys-lesson_over = p আবার পাঠ শুরু · q বন্ধ

term-keys-game_over = p আবার খেলুন · n নতুন খেলা · r নিয়ম · q বন্ধ

term-keys-short = Space ফেলুন/চালুন · 1-4 ঘুঁটি · ? কী · r নিয়ম · q বন্ধ

term-keys-play = Space/Enter ফেলুন বা চালুন · 1-4 বা ←→ বাছুন · ঘুঁটিতে ক্লিক · h ইঙ্গিত

term-keys-undo = u ফিরিয়ে নিন

term-keys-seat = c তারপর { $letters } CPU আসন

term-keys-end = r নিয়ম · ? সাহায্য · q সংরক্ষণ করে বন্ধ

term-keys-end_unsaved = r নিয়ম · ? সাহায্য · q বন্ধ (এখানে সংরক্ষণ করা যায় না)

term-log = ঘটনাক্রম

term-too_small = বোর্ডের জন্য টার্মিনাল খুব ছোট: অন্তত { $w }×{ $h } অক্ষর দরকার (এখন { $now_w }×{ $now_h })।

term-too_small-help = সাহায্যের জন্য টার্মিনাল খুব ছোট: অন্তত { $w }×{ $h } অক্ষর দরকার (এখন { $now_w }×{ $now_h })।

term-too_small-what_to_do = উইন্ডো বড় করুন, বা সংরক্ষণ করে বন্ধ করতে q চাপুন।

term-too_small-what_to_do_unsaved = উইন্ডো বড় করুন, বা বন্ধ করতে q চাপুন (খেলাটি এখানে সংরক্ষণ করা যায় না)।

term-seat-choose = CPU-কে দেওয়া বা ফিরিয়ে নেওয়ার আসন: { $letters } (রং)

term-seat-cpu_from_start = { $player } শুরু থেকেই CPU-এর আসন; শুধু ব্যক্তির খেলা আসন ফিরিয়ে নেওয়া যায়।

term-help-title = সাহায্য

term-help-keys = কী

term-help-primary = পাশা ফেলুন; বাছাইয়ের সময় বাছা ঘুঁটি চালুন

term-help-number = সেই ঘুঁটি চালুন (তার নম্বর বোর্ডে আছে)

term-help-select = চলতে পারে এমন অন্য ঘুঁটি বাছুন (নিচে দাগ দেওয়া)

term-help-click_key = মাউস ক্লিক

term-help-click = ক্লিক করা ঘুঁটি চালুন

term-help-hint = ইঙ্গিত: প্রস্তাবিত চাল ও তার কারণ

term-help-undo = আপনার শেষ চাল ফিরিয়ে নিন (CPU-এর সঙ্গে খেলায়)

term-help-seat_key = c তারপর { $letters }

term-help-seat = সেই রঙের আসন CPU-কে দিন, বা ফিরিয়ে নিন

term-help-rules = এই খেলার ঘরোয়া নিয়ম, কথায়

term-help-quit = সংরক্ষণ করে বন্ধ করুন (তখন ছাপা লাইনটি বলে কীভাবে আবার চালাবেন)

term-help-quit_unsaved = বন্ধ করুন: খেলাটি এই ফোল্ডারে সংরক্ষণ করা যায় না, তাই তার চাল হারিয়ে যায়

term-help-stop = থামান: সংরক্ষণ করে টার্মিনাল শেলকে ফেরত দিন (fg দিলে খেলা আবার চলে)

term-help-stop_unsaved = থামান: টার্মিনাল শেলকে ফেরত দিন (fg দিলে খেলা আবার চলে; এখানে কিছু সংরক্ষণ হয় না)

term-help-play_again = আবার খেলুন: একই আসন ও নিয়ম

term-help-new_game = নতুন খেলা: আসন ও নিয়ম বাছুন

term-help-lesson_again = আবার পাঠ শুরু করুন

term-help-quit_over = বন্ধ করুন (তখন ছাপা লাইনটি বলে খেলাটি কোথায় রাখা আছে)

term-help-help = এই সাহায্য

term-help-legend = বোর্ড: [○] শুরুর ঘর, ★ নিরাপদ তারা, ⌂ গন্তব্য; ○ হলুদ, □ নীল, △ লাল, ✚ সবুজ।

term-help-saves = প্রতিটি পদক্ষেপের পরে খেলা সংরক্ষিত হয়। এই সাহায্য বন্ধ করতে যেকোনো কী চাপুন।

term-help-saves_unsaved = এই ফোল্ডারে কিছুই সংরক্ষণ করা যায় না। এই সাহায্য বন্ধ করতে যেকোনো কী চাপুন।

term-house_rules = ঘরোয়া নিয়ম

term-press_any_key = বন্ধ করতে যেকোনো কী চাপুন।

term-setup-title = লুডো: নতুন খেলা

term-setup-seats = আসন

term-setup-preset = প্রস্তুত নিয়ম

term-setup-board = বোর্ড

term-setup-exit = ঘাঁটি থেকে বের হওয়ার সংখ্যা (1-6 দিয়ে বদলান)

term-setup-no_token = পথে কোনো ঘুঁটি নেই

term-setup-three_sixes = তিনবার 6 এলে পালা শেষ

term-setup-capture_roll = ধরলে আবার ফেলুন

term-setup-finish_roll = পৌঁছালে আবার ফেলুন

term-setup-exact_finish = ঠিক সংখ্যায় গন্তব্য

term-setup-rank_everyone = সবার স্থান ঠিক করুন

term-setup-rotate = আবার খেললে প্রথম পালা বদল

term-setup-safe = নিরাপদ ঘর

term-setup-blocks = যেসব ঘর পার হওয়া যায় না

term-setup-time_limit = প্রতি পালার সময়সীমা

term-setup-seed = পাশার বীজ (seed)

term-setup-start = খেলা শুরু করুন

term-setup-off = খেলছে না

term-setup-board-cross = সবসময় ক্রস

term-setup-board-by_count = খেলোয়াড় অনুযায়ী

term-setup-exit-any = যেকোনো সংখ্যা

term-setup-or = { $first } বা { $rest }

term-setup-no_token-roll = বিশেষ নিয়ম নেই

term-setup-no_token-auto = না ফেলেই একটি বের

term-setup-no_token-tries = সর্বোচ্চ 3 বার

term-on = হ্যাঁ

term-off = না

term-none = কোনোটিই নয়

term-setup-safe-stars = শুরু ও তারা

term-setup-safe-starts = শুধু শুরু

term-setup-blocks-two = দুই একসঙ্গে

term-setup-blocks-no_overtaking = টপকানো নিষেধ

term-setup-seed-random = এলোমেলো (সংখ্যা লিখুন)

term-setup-seat-off = { $player } খেলছে না।

term-setup-seat-person = এই কীবোর্ডে একজন ব্যক্তি { $player } খেলছে (কয়েকজন পালা করে)।

term-setup-seat-cpu = { $player } খেলছে CPU: { $about }।

term-level-random-about = এলোমেলো, যেকোনো বৈধ চাল

term-level-easy-about = সহজ, যা দেখে তাই নেয়

term-level-medium-about = মাঝারি, নিরাপদে খেলে ও ধরে

term-level-hard-about = কঠিন, ঝুঁকি ও সুযোগ মেপে দেখে

term-level-expert-about = বিশেষজ্ঞ, সামনের দানগুলো ভেবে দেখে

term-setup-seed-about = একই বীজ ও একই চালে একই দান পড়ে; এলোমেলো: প্রতিবার নতুন খেলা।

term-setup-start-about = এই আসন ও ঘরোয়া নিয়মে খেলা শুরু করুন।

term-setup-keys = ↑↓ লাইন বাছুন · ←→ বদলান · সংখ্যা দিয়ে বীজ লিখুন · Enter/s শুরু · ? সাহায্য · q বন্ধ

term-help-setup-choose = লাইন বাছুন (Home: প্রথমটি, End: শেষটি)

term-help-setup-change = বাছা লাইনটি বদলান

term-help-setup-exit = বের হওয়ার সংখ্যার লাইনে: সেই সংখ্যা যোগ করুন বা বাদ দিন

term-help-setup-seed = বীজের লাইনে: বীজ লিখুন (Backspace একটি অঙ্ক মোছে)

term-help-setup-start = খেলা শুরু করুন (Enter: বীজের লাইনে বা “খেলা শুরু করুন”-এ; অন্য লাইনে সেটি লাইনটি বদলায়)

term-help-setup-quit = বন্ধ করুন: এখনও কোনো খেলা শুরু হয়নি, তাই কিছু সংরক্ষণ হয় না

term-setup-two_players = অন্তত দুটি রং খেলতে হবে।

term-setup-bad_seed = বীজ 2^64-এর চেয়ে ছোট সংখ্যা হতে হবে।

term-setup-one_exit = অন্তত একটি বের হওয়ার সংখ্যা বাছা থাকতে হবে।

term-replay-start = সূচনা

term-replay-roll = পাশা ফেলা

term-replay-move = ঘুঁটি { $token } চালা

term-replay-time_out = সময় শেষ

term-replay-header = খেলা { $n } · { $rules } · { $seats }

term-replay-not_over = (খেলা এখনো শেষ হয়নি)

term-replay-title = আবার দেখা · খেলা { $n }

term-replay-step = ধাপ { $step } / { $len }

term-replay-step_playing = ধাপ { $step } / { $len } (চলছে)

term-replay-action = পদক্ষেপ: { $action }

term-replay-keys = →/Space পরের · ← পিছনে · PgUp/PgDn ±10 · Home/End · a নিজে চলুক · q বন্ধ

term-over-title = খেলা শেষ

term-over-shared = { $players } (যৌথ)

term-over-dice = পাশার দান

term-over-total = মোট

term-over-again_starts = p: আবার খেলুন ({ $player } শুরু করবে)

term-over-again_roll = p: আবার খেলুন (পাশা ঠিক করবে কে শুরু করবে)

term-over-keys = n: নতুন খেলা (সাজানো)    q: বন্ধ

term-ludo = লুডো

term-notice-set_aside = অসমাপ্ত খেলাটি { $path } হিসেবে রাখা হয়েছে।

term-notice-damaged_kept = ক্ষতিগ্রস্ত সংরক্ষিত ফাইল { $from } { $to } হিসেবে রাখা হয়েছে।

term-notice-new_refused = অসমাপ্ত খেলাটি আলাদা করে রাখা গেল না ({ $why }), তাই নতুন খেলা শুরু হয়নি; অসমাপ্ত খেলাটি এখনও সংরক্ষিত আছে।

term-notice-set_aside_failed = অসমাপ্ত খেলাটি আলাদা করে রাখা গেল না ({ $why }); সেটি চালিয়ে যান (y) বা বন্ধ করুন (q)।

term-resume-title = একটি অসমাপ্ত খেলা সংরক্ষিত আছে।

term-resume-game = নিয়ম: { $rules }

term-resume-players = খেলোয়াড়: { $players }

term-resume-actions =
    { $n ->
        [one] { $n }টি পদক্ষেপ খেলা হয়েছে।
       *[other] { $n }টি পদক্ষেপ খেলা হয়েছে।
    }

term-set_aside_hint =
    { $n ->
        [one] আগে সরিয়ে রাখা { $n }টি অসমাপ্ত খেলা: { $command } সেটি দেখায়।
       *[other] আগে সরিয়ে রাখা { $n }টি অসমাপ্ত খেলা: { $command } সেগুলো দেখায়।
    }

term-aside-footer = সময় UTC অনুযায়ী। কোনো একটি { $resume } দিয়ে চালিয়ে যান (তার পরিচয়ের প্রথম অঙ্কগুলোই যথেষ্ট; এখন সংরক্ষিত খেলাটি আগে সরিয়ে রাখা হয়)। কোনো একটি { $replay } দিয়ে দেখুন।

term-aside-none = { $dir }-এ কোনো অসমাপ্ত খেলা সরিয়ে রাখা নেই।

term-resume-keys = y / Enter: চালিয়ে যান    n: নতুন খেলা সাজান    q: বন্ধ

term-resume-keys_requested = y / Enter: চালিয়ে যান   n: এটি সরিয়ে রেখে নতুন খেলা শুরু করুন   q: বন্ধ

save-failed = এই খেলা সংরক্ষণ করা গেল না; আগের সংরক্ষণ রাখা আছে।

dice-code = পাশার কোড { $code }। খেলা শেষে প্রতিটি দান এর সঙ্গে মিলিয়ে দেখা যায়।

dice-verified = পাশা যাচাই হয়েছে: প্রতিটি দান শুরুতে দেখানো পাশার কোড থেকে এসেছে।

dice-not_verified = পাশা যাচাই হয়নি: দানগুলো পাশার কোডের সঙ্গে মেলে না।

records-fairness-too_few = এখনো বলা যায় না, দান খুব কম: { $needed }টির মধ্যে { $rolls }টি।

records-fairness-as_expected = ন্যায্য পাশা থেকে যেমন আশা করা যায়, তেমনই ({ $p })।

records-fairness-unusual = ন্যায্য পাশার পক্ষে অস্বাভাবিক: { $p }। এত অসমান গণনা কম হয়, তবে হয়।

term-recorded = ইতিহাসে লেখা হয়েছে।

term-recorded-rated = ইতিহাসে লেখা হয়েছে: রেটিং হয়েছে, { $changes }।

term-recorded-unrated = ইতিহাসে লেখা হয়েছে। { $why }

records-unrated-tutorial = রেটিং হয়নি: এটি পাঠ ছিল।

records-unrated-scripted_dice = রেটিং হয়নি: পাশার দান আগে থেকে ঠিক করা ছিল।

records-unrated-chosen_seed = রেটিং হয়নি: পাশা একটি বেছে নেওয়া সিড (seed) থেকে এসেছিল।

records-unrated-undo = রেটিং হয়নি: একটি চাল ফিরিয়ে নেওয়া হয়েছে।

records-unrated-seat_handed_over = রেটিং হয়নি: একটি আসন হাতবদল হয়েছে।

records-unrated-no_profile = রেটিং হয়নি: কোনো খেলোয়াড়ের প্রোফাইল ছিল না।

records-unrated-no_rated_opponent = রেটিং হয়নি: রেটিং থাকা কোনো প্রতিপক্ষ নেই (অতিথিদের রেটিং নেই)।

records-set_aside = রেকর্ড পড়া গেল না, তাই নতুন খালি রেকর্ড খাতা শুরু করা হয়েছে। পুরোনো ফাইলটি { $file } নামে রাখা আছে।

records-restored = রেকর্ড পড়া গেল না, তাই শেষ ব্যাকআপ থেকে সেগুলো ফিরিয়ে আনা হয়েছে। নষ্ট ফাইলটি { $file } নামে রাখা আছে।

records-name_looks_like = এই নামটি প্রোফাইল { $name }-এর মতো দেখায়। এমন একটি নাম বেছে নিন যা আলাদা দেখায়।

records-name_blank = নামে অন্তত একটি দেখা যায় এমন অক্ষর, সংখ্যা বা চিহ্ন থাকতে হবে।

records-stats-rating =
    { $rated ->
        [one] রেটিং { $rating } ({ $rated }টি রেটেড খেলা)
       *[other] রেটিং { $rating } ({ $rated }টি রেটেড খেলা)
    }

records-stats-games = খেলা: { $games }, জয়: { $wins }

ordinal-1 = প্রথম

ordinal-2 = দ্বিতীয়

ordinal-3 = তৃতীয়

ordinal-4 = চতুর্থ

ordinal-n = { $n }তম

records-stats-places = স্থান: { $places }

records-stats-place = { $place } ×{ $n }

records-stats-win_rate = জয়ের হার: { $percent }

records-stats-captures = ধরেছে: { $made }, ধরা পড়েছে: { $suffered }

records-stats-dice = দান: { $rolls }, ছক্কা: { $sixes }

records-history-line = { $when } · { $seats } · { $rated }

records-history-seat = { $place }. { $player } ({ $who })

records-guest = অতিথি

records-cpu = CPU

records-rated = রেটেড

records-rating_change = { $name }: রেটিং { $before } → { $after }

setup-seat_count = 2 থেকে 4 জন খেলোয়াড় বসান।

aside-game =
    { $n ->
        [one] { $when }: { $seats }, { $n }টি পদক্ষেপ
       *[other] { $when }: { $seats }, { $n }টি পদক্ষেপ
    }

aside-seat = { $player } { $kind }

aside-damaged = { $when }: নষ্ট, চালিয়ে যাওয়া যাবে না (এই ডিভাইসে রাখা আছে)

aside-date_unknown = তারিখ অজানা

review-title = খেলার পর্যালোচনা

review-progress = চালের পর্যালোচনা: { $total }টির মধ্যে { $done }টি

review-none = এই খেলায় পর্যালোচনার জন্য কোনো মানুষের চাল নেই।

review-failed = এই খেলার পর্যালোচনা করা গেল না।

review-verdict-best = সেরা

review-verdict-good = ভালো

review-verdict-inaccuracy = সামান্য ভুল

review-verdict-mistake = ভুল

review-verdict-blunder = বড় ভুল

review-decision = { $n }. { $player } { $roll } ফেলল: { $verdict }, জয়ের সম্ভাবনা { $chance }

review-played = খেলা চাল: ঘুঁটি { $token }, জয়ের সম্ভাবনা { $chance }

review-better = ভালো চাল: ঘুঁটি { $token }, জয়ের সম্ভাবনা { $chance }

review-about = প্রায় { $chance }

review-graph = পুরো খেলায় জয়ের সম্ভাবনা: { $seats }।

review-graph_seat = { $player } { $from } থেকে { $to }

hint-gain =
    { $n ->
        [one] { $hint } এটি পরের সেরা চালের চেয়ে 100-এ প্রায় { $n }টি খেলা বেশি জেতায়।
       *[other] { $hint } এটি পরের সেরা চালের চেয়ে 100-এ প্রায় { $n }টি খেলা বেশি জেতায়।
    }

hint-gain_none = { $hint } অন্য চালেও প্রায় সমান জেতা যায়।

dice-mixed = পাশায় মেশানো হয়েছে: { $words }। কোড একই থাকে; এখন দানগুলো আপনারও।

dice-mix_prompt = পাশায় নিজের শব্দ যোগ করুন

dice-mix_explain = আপনি যা লেখেন তা প্রতিটি দান বদলে দেয়, কিন্তু কোড নয়: অ্যাপও একা পাশা বেছে নেয় না।

dice-mix_button = নিজের শব্দ মেশান

dice-mix_tap_pad = অথবা পাশা নাড়াতে এখানে ট্যাপ করুন

term-mix-offer = m: পাশায় নিজের শব্দ মেশান

term-mix-keys = Enter মেশান · Esc বাতিল

term-help-mix = প্রথম দানের আগে: পাশায় নিজের শব্দ মেশান

level-master = ওস্তাদ

term-level-master-about = ওস্তাদ, সামনের দানগুলো দ্বিগুণ দূর পর্যন্ত ভেবে দেখে, এক সেকেন্ড পর্যন্ত নেয়

term-too_small-what_to_do_replay = উইন্ডো বড় করুন, বা বন্ধ করতে q চাপুন।

term-over-dice_verified = পাশা যাচাই হয়েছে: প্রতিটি দান শুরুতে দেখানো পাশার কোড { $code } থেকে এসেছে।

term-over-dice_not_verified = পাশা যাচাই হয়নি: দানগুলো শুরুতে দেখানো পাশার কোড { $code }-এর সঙ্গে মেলে না।

scene-hint = ইঙ্গিত

scene-undo = ফিরিয়ে নিন

scene-cpu = CPU

scene-hand_to_cpu = { $player } CPU-কে দিন

scene-take_back = { $player } CPU থেকে ফিরিয়ে নিন

scene-menu = মেনু

scene-stats = পাশা

scene-stats-long = পাশার পরিসংখ্যান

scene-handover = ডিভাইসটি { $player }-কে দিন

scene-ready = { $player }: প্রস্তুত

scene-paused = থামানো

scene-wins = { $player } জিতেছে!

scene-win_tie = { $players } একসাথে জিতেছে!

scene-play_again = আবার খেলুন

scene-review = পর্যালোচনা

scene-home = হোম

scene-save_failed = খেলা সংরক্ষণ করা গেল না

scene-tap_to_roll = ছুঁন

scene-person = খেলোয়াড়

scene-cpu_level = CPU · { $level }

scene-placed = { $place } স্থান

store-caption-play = পাশা ছুঁন, ঘুঁটি ছুঁন — আপনার চাল।

store-caption-capture = প্রতিটি চাল আর প্রতিটি ধরা, চোখের সামনে

store-caption-win = ন্যায্য পাশা, যা যে কেউ যাচাই করতে পারেন

store-caption-family = এক ফোনে সবাই মিলে খেলুন, বা ইন্টারনেট ছাড়া কম্পিউটারের সঙ্গে

store-title = লুডো

store-tagline = ক্লাসিক লুডো · কোনো বিজ্ঞাপন নেই · ন্যায্য পাশা
