### The texts of the Ludo core in Hindi. The translator's notes and the arguments
### of every message are in en.ftl; how to add or change a text: docs/i18n.md.
###
### Terms (from the original Hindi and Bengali rule pages): base आधार / ঘাঁটি, start
### शुरुआत / শুরু, home column मंजिल का रास्ता / গন্তব্যের পথ, finish मंजिल / গন্তব্য,
### safe square सुरक्षित खाना / নিরাপদ ঘর, star तारा / তারা, block रुकावट / অবরোধ,
### token मोहरा / ঘুঁটি, die पासा / পাশা, turn बारी / পালা, square खाना / ঘর,
### capture पकड़ना / ধরা, roll फेंकना / ফেলা. Numbers stay in Latin digits.

## names

name-yellow = पीला

name-blue = नीला

name-red = लाल

name-green = हरा

name-yellow-oblique = पीले

name-blue-oblique = नीले

name-red-oblique = लाल

name-green-oblique = हरे

player-label = { $name } { $symbol }

list-separator = { ", " }

level-random = बेतरतीब

level-easy = आसान

level-medium = मध्यम

level-hard = कठिन

level-expert = विशेषज्ञ

seat-kind-person = व्यक्ति

seat-kind-cpu = CPU ({ $level })

seat-summary =
    { $n ->
        [one] { $player }, { $kind }, { $n } मोहरा मंजिल पर
       *[other] { $player }, { $kind }, { $n } मोहरे मंजिल पर
    }

## events (announcements and the game log)

event-game_started = खेल { $n } शुरू।

event-game_started_roll_off = खेल { $n } शुरू: कौन शुरू करेगा, यह तय करने के लिए सब पासा फेंकें।

event-first_roll = { $player } ने पहली बारी के लिए { $n } फेंका।

event-first_roll_tie = बराबरी: { $players } फिर फेंकें।

event-first_player = { $player } शुरू करता है।

event-rolled = { $player } का { $n } आया।

event-moved_out = { $player } ने मोहरा { $token } आधार से शुरुआत पर निकाला।

event-auto_exit = { $player } ने बिना फेंके मोहरा { $token } आधार से निकाला।

event-moved =
    { $steps ->
        [one] { $player } का मोहरा { $token } { $square } पर पहुँचा ({ $steps } खाना)।
       *[other] { $player } का मोहरा { $token } { $square } पर पहुँचा ({ $steps } खाने)।
    }

event-captured = { $by } ने { $player } का मोहरा { $token } पकड़ा: वह आधार में लौटा।

event-token_finished = { $player } का मोहरा { $token } मंजिल पर पहुँचा।

event-player_finished = { $player } के सभी मोहरे मंजिल पर: स्थान { $place }।

event-extra_roll = { $player } फिर फेंकता है।

event-extra_roll_because = { $player } फिर फेंकता है ({ $reasons })।

extra_roll-six = 6 आया

extra_roll-capture = पकड़ा

extra_roll-finish = मंजिल पर पहुँचा

event-three_sixes = लगातार तीन 6: { $player } की बारी खत्म।

event-failed_try =
    { $n ->
        [one] { $player } का मोहरा नहीं निकला: { $n } बार और।
       *[other] { $player } का मोहरा नहीं निकला: { $n } बार और।
    }

event-turn = { $player } की बारी।

event-no_move = { $player } कोई चाल नहीं चल सकता। { $next } की बारी।

event-tries_used_up = { $player } के तीनों प्रयास खत्म। { $next } की बारी।

event-seat_person = अब { $player } की ओर से फिर व्यक्ति खेल रहा है।

event-seat_cpu = अब { $player } की ओर से CPU ({ $level }) खेल रहा है।

table-resigned = { $player } ने हार मान ली: रेटेड खेल में बीच में छोड़ना हार गिना जाता है।

event-timed_out = { $player } का समय खत्म: खेल उसकी ओर से चलता है।

event-undone =
    { $n ->
        [one] वापस लिया गया: { $n } कदम।
       *[other] वापस लिया गया: { $n } कदम।
    }

event-game_over_winner = खेल खत्म: { $player } जीता!

event-game_over_shared = खेल खत्म: { $players } पहले स्थान पर बराबर।

event-game_over = खेल खत्म।

## the table

table-resumed = फिर से स्वागत है: खेल वहीं से जारी है जहाँ सहेजा गया था।

table-new_dice_code = खेल शुरू नहीं हुआ था, इसलिए पासे फिर से तय हुए: नया पासा कोड { $code }। पहले मिलाए गए शब्द पुराने पासों के साथ चले गए।

table-lesson_resumed = पाठ में फिर से स्वागत है।

table-reopened_over = यह खेल समाप्त हो चुका है: देखिए यह कैसे खत्म हुआ।

## status line

prompt-first_roll = { $player }: पहली बारी तय करने के लिए पासा फेंकें।

prompt-roll = { $player }: पासा फेंकें।

prompt-auto_exit = { $player }: पासा दबाएँ, एक मोहरा आधार से निकलेगा।

prompt-move = { $player } का { $n } आया: चलाने के लिए मोहरा चुनें।

prompt-cpu = { $player } (CPU) खेल रहा है…

prompt-cpu_starts = { $player } (CPU) पहले फेंकेगा। चाहें तो पहले अपने शब्द मिलाएँ, फिर शुरू करने के लिए पासा फेंकें।

prompt-game_over = खेल खत्म।

prompt-paused = खेल रुका है।

prompt-handover = डिवाइस { $player } को दें।

prompt-lesson_done = पाठ पूरा।

timer-left =
    { $n ->
        [one] { $n } सेकंड बाकी
       *[other] { $n } सेकंड बाकी
    }

## hints

hint-move = संकेत: मोहरा { $token } को { $square } पर चलाएँ। { $reason }

hint-reason-finishes = यह मंजिल पर पहुँचता है।

hint-reason-captures = यह विरोधी को पकड़ता है।

hint-reason-escapes_danger = यह पकड़े जाने से बचता है।

hint-reason-enters_home_column = यह मंजिल के रास्ते में जाता है, जहाँ यह सुरक्षित है।

hint-reason-leaves_base = यह मोहरा आधार से निकालता है।

hint-reason-forms_block = यह रुकावट बनाता है।

hint-reason-reaches_safe_square = यह सुरक्षित खाने पर रुकता है।

hint-reason-advances = यह सबसे अच्छी बढ़त देता है।

hint-reason-only_move = यही एक चाल है।

## squares and tokens (accessibility)

square-track = खाना { $n }

square-start = { $player } की शुरुआत, खाना { $n }

square-star = तारा, खाना { $n }

square-safe = { $square }, सुरक्षित खाना

square-safe-oblique = { $square }, सुरक्षित खाने

square-home_column = { $player } का मंजिल का रास्ता, खाना { $n }

square-finish = { $player } की मंजिल

square-base = { $player } का आधार

square-target = { $square }। मोहरा { $token } यहाँ आएगा।

move-choice = मोहरा { $token } को { $square } पर चलाएँ

move-choice-captures = मोहरा { $token } को { $square } पर चलाएँ, पकड़ेगा { $captured }

move-captured = { $player } का मोहरा { $token }

token-at = { $player } का मोहरा { $token }, { $square }

token-can_move = { $description }, चल सकता है

die-blank = पासा

die-shows = पासा, { $n } दिखा रहा है

## refused inputs

refusal-not_your_turn = आपकी बारी नहीं है।

refusal-roll_first = पहले पासा फेंकें।

refusal-move_first = पहले मोहरा चलाएँ।

refusal-cannot_move = मोहरा { $token } { $n } से नहीं चल सकता।

refusal-game_over = खेल खत्म हो चुका है।

refusal-not_over = खेल अभी खत्म नहीं हुआ।

refusal-undo_not_allowed = वापस लेना केवल CPU के साथ खेल में है।

refusal-undo_rated = रेटेड खेल में चाल वापस नहीं ली जा सकती।

refusal-profiles_fixed = खेल शुरू हो जाने के बाद प्रोफ़ाइल नहीं बदली जा सकती।

refusal-cpu_seat_rated = रेटेड खेल में { $player } को CPU ही खेलता रहेगा।

refusal-nothing_to_undo = वापस लेने के लिए किसी व्यक्ति की कोई चाल नहीं है।

refusal-paused = खेल रुका हुआ है।

refusal-not_seated = { $player } इस खेल में नहीं है।

refusal-no_hint = संकेत केवल चाल चुनते व्यक्ति के लिए है।

refusal-handover = पहले डिवाइस { $player } को दें।

refusal-blank_words = खाली शब्द नहीं मिलाए जाते: ऐसे शब्द लिखें जिन्हें आप पहचान सकें।

refusal-not_allowed = यह अभी संभव नहीं है।

refusal-lesson_done = पाठ पूरा हो गया है।

## the lesson ("learn on the board")

tip-roll_first = आप { $player } हैं। पासा फेंकें: 6 आने पर मोहरा आधार से निकलता है।

tip-bring_out = 6 आया! अपना मोहरा आधार से शुरुआत पर निकालें।

tip-extra_roll = 6 आने पर फिर फेंकते हैं। फिर से पासा फेंकें।

tip-move =
    { $n ->
        [one] अपना मोहरा घड़ी की दिशा में { $n } खाना बढ़ाएँ।
       *[other] अपना मोहरा घड़ी की दिशा में { $n } खाने बढ़ाएँ।
    }

tip-cpu = अब { $player }, यानी CPU, खेलता है। उसके मोहरे को देखें।

tip-roll = आपकी बारी: पासा फेंकें।

tip-safe = यह चाल सुरक्षित खाने पर रुकती है: शुरुआत और तारों पर मोहरे नहीं पकड़े जाते।

tip-capture = { $player } के मोहरे पर ठीक रुकें और उसे पकड़ें: वह आधार में लौटता है और आप फिर फेंकते हैं।

tip-done = पाठ पूरा! चारों मोहरे सबसे पहले मंजिल पर पहुँचाएँ और जीतें। तैयार हों तो असली खेल शुरू करें।

house-board-cross = बोर्ड: 15×15 का क्रॉस, खिलाड़ी कितने भी हों।

house-board-by_player_count =
    { $players ->
        [one] खिलाड़ियों की संख्या से बोर्ड: 2 खिलाड़ियों को दो भुजाओं वाला बोर्ड, 3 को T आकार का बोर्ड, 4 को क्रॉस (इस खेल में { $players } खिलाड़ी)।
       *[other] खिलाड़ियों की संख्या से बोर्ड: 2 खिलाड़ियों को दो भुजाओं वाला बोर्ड, 3 को T आकार का बोर्ड, 4 को क्रॉस (इस खेल में { $players } खिलाड़ी)।
    }

house-exit-any = कोई भी अंक आने पर मोहरा आधार से निकलता है।

house-exit-faces = { $faces } आने पर मोहरा आधार से निकलता है।

house-or = { $first } या { $rest }

house-no_token-roll_normally = सभी मोहरे आधार में हों तो सामान्य रूप से पासा फेंकें; निकलने का अंक न आए तो बारी खत्म।

house-no_token-auto_exit = सभी मोहरे आधार में हों तो पासा दबाने पर बिना फेंके एक मोहरा निकलता है।

house-no_token-three_tries = सभी मोहरे आधार में हों तो एक निकालने के लिए 3 बार तक पासा फेंक सकते हैं।

house-three_sixes-on = लगातार तीन 6 आने पर बारी खत्म होती है।

house-three_sixes-off = लगातार तीन 6 आने पर भी बारी खत्म नहीं होती।

house-capture_roll-on = पकड़ने पर फिर फेंकने को मिलता है।

house-capture_roll-off = पकड़ने पर दोबारा फेंकने को नहीं मिलता।

house-finish_roll-on = मोहरा मंजिल पर पहुँचाने पर फिर फेंकने को मिलता है।

house-finish_roll-off = मंजिल पर पहुँचने पर दोबारा फेंकने को नहीं मिलता।

house-exact_finish-on = मंजिल के लिए ठीक उतना ही अंक चाहिए।

house-exact_finish-off = ज़रूरत से बड़ा अंक भी मंजिल तक पहुँचा देता है।

house-rank_everyone-on = खेल तब तक चलता है जब तक सबका स्थान तय न हो जाए।

house-rank_everyone-off = पहले खिलाड़ी के सभी मोहरे मंजिल पर पहुँचते ही खेल खत्म।

house-rotate-on = "फिर खेलें" पर घड़ी की दिशा में अगला खिलाड़ी शुरू करता है।

house-rotate-off = "फिर खेलें" पर कौन शुरू करेगा, यह तय करने के लिए सब पासा फेंकते हैं।

house-safe-starts_and_stars = सुरक्षित खाने (यहाँ पकड़ना नहीं): हर शुरुआत और हर तारा।

house-safe-starts_only = सुरक्षित खाने (यहाँ पकड़ना नहीं): केवल शुरुआत के खाने।

house-safe-none = कोई खाना सुरक्षित नहीं: मोहरा कहीं भी पकड़ा जा सकता है।

house-blocks-two_together = एक रंग के दो मोहरे एक खाने पर रुकावट बनाते हैं, जिसे कोई विरोधी पार नहीं कर सकता।

house-blocks-none = साथ खड़े मोहरे किसी को नहीं रोकते।

house-blocks-no_overtaking = कोई मोहरा दूसरे मोहरे को पार नहीं कर सकता, पर उसके खाने पर रुक सकता है।

house-time_limit = हर निर्णय के लिए { $secs } सेकंड; फिर खेल खिलाड़ी की ओर से चलता है (लगातार 3 बार होने पर सीट CPU को मिलती है)।

house-time_limit-none = बारी के लिए कोई समय सीमा नहीं।

house-time_limit-option-none = कोई सीमा नहीं

house-time_limit-option-secs = { $secs } सेकंड

house-preset-standard = मानक

house-preset-quick = झटपट

house-preset-tactical = रणनीतिक

house-preset-custom = अपने नियम

house-preset-standard-about = मानक: नियम पुस्तिका के सभी मूल नियम।

house-preset-quick-about = झटपट: छोटे खेल (1 या 6 पर निकलना, बिना फेंके मोहरा बाहर, मंजिल के लिए ठीक अंक ज़रूरी नहीं, खिलाड़ियों की संख्या से बोर्ड)।

house-preset-tactical-about = रणनीतिक: कड़ा खेल (केवल शुरुआत के खाने सुरक्षित, आगे निकलना मना, सबका स्थान तय)।

house-preset-custom-about = अपने नियम: नीचे के घरेलू नियम, जैसे आपने चुने।

term-seat-cpu = CPU { $level }

term-seat-out_home = बाहर { $out } मंजिल { $home }

term-seat-place_home = { $place } · मंजिल { $home }

term-seat-place = { $place } स्थान

term-die-rolled = पासा: [ { $n } ]  { $player } ने फेंका

term-die-blank = पासा: [   ]

term-moves-heading = चालें:

term-move-captures = { $token }: { $from } → { $to }, पकड़ेगा { $captured }

term-last_move = पिछली चाल: { $token }, { $from } → { $to }

term-last_move-captured = पिछली चाल: { $token }, { $from } → { $to }, पकड़ा { $captured }

term-progress-base = आधार

term-title-lesson = लूडो · पाठ

term-title-game = लूडो · { $rules }

term-rules-preset = { $preset } नियम

term-rules-custom = अपने नियम

term-rules-timed = { $rules }, हर बारी { $secs } सेकंड

term-keys-lesson_over = p पाठ फिर शुरू · q बंद करें

term-keys-game_over = p फिर खेलें · n नया खेल · r नियम · q बंद करें

term-keys-short = Space फेंकें/चलें · 1-4 मोहरा · ? कुंजियाँ · r नियम · q बंद करें

term-keys-play = Space/Enter फेंकें या चलें · 1-4 या ←→ चुनें · मोहरे पर क्लिक · h संकेत

term-keys-undo = u वापस

term-keys-seat = c फिर { $letters } CPU सीट

term-keys-end = r नियम · ? मदद · q सहेजें और बंद करें

term-keys-end_unsaved = r नियम · ? मदद · q बंद करें (यहाँ सहेजा नहीं जा सकता)

term-log = घटनाक्रम

term-too_small = बोर्ड के लिए टर्मिनल बहुत छोटा है: कम से कम { $w }×{ $h } अक्षर चाहिए (अभी { $now_w }×{ $now_h })।

term-too_small-help = मदद के लिए टर्मिनल बहुत छोटा है: कम से कम { $w }×{ $h } अक्षर चाहिए (अभी { $now_w }×{ $now_h })।

term-too_small-what_to_do = विंडो बड़ी करें, या सहेजकर बंद करने के लिए q दबाएँ।

term-too_small-what_to_do_unsaved = विंडो बड़ी करें, या बंद करने के लिए q दबाएँ (खेल यहाँ सहेजा नहीं जा सकता)।

term-seat-choose = CPU को देने या वापस लेने के लिए सीट: { $letters } (रंग)

term-seat-cpu_from_start = { $player } शुरू से CPU की सीट है; केवल व्यक्ति की खेली सीटें वापस ली जा सकती हैं।

term-help-title = मदद

term-help-keys = कुंजियाँ

term-help-primary = पासा फेंकें; चुनते समय चुना हुआ मोहरा चलाएँ

term-help-number = वह मोहरा चलाएँ (उसका अंक बोर्ड पर है)

term-help-select = चल सकने वाला दूसरा मोहरा चुनें (रेखांकित)

term-help-click_key = माउस क्लिक

term-help-click = क्लिक किया मोहरा चलाएँ

term-help-hint = संकेत: सुझाई गई चाल और उसका कारण

term-help-undo = अपनी पिछली चाल वापस लें (CPU के साथ खेल में)

term-help-seat_key = c फिर { $letters }

term-help-seat = उस रंग की सीट CPU को दें, या वापस लें

term-help-rules = इस खेल के घरेलू नियम, शब्दों में

term-help-quit = सहेजें और बंद करें (तब छपी पंक्ति बताती है कि कैसे जारी रखें)

term-help-quit_unsaved = बंद करें: खेल इस फ़ोल्डर में सहेजा नहीं जा सकता, इसलिए उसकी चालें खो जाती हैं

term-help-stop = रोकें: सहेजकर टर्मिनल शेल को लौटाएँ (fg से खेल आगे चलता है)

term-help-stop_unsaved = रोकें: टर्मिनल शेल को लौटाएँ (fg से खेल आगे चलता है; यहाँ कुछ सहेजा नहीं जाता)

term-help-play_again = फिर खेलें: वही सीटें और नियम

term-help-new_game = नया खेल: सीटें और नियम चुनें

term-help-lesson_again = पाठ फिर शुरू करें

term-help-quit_over = बंद करें (तब छपी पंक्ति बताती है कि खेल कहाँ रखा है)

term-help-help = यह मदद

term-help-legend = बोर्ड: [○] शुरुआत के खाने, ★ सुरक्षित तारे, ⌂ मंजिल; ○ पीला, □ नीला, △ लाल, ✚ हरा।

term-help-saves = हर कदम के बाद खेल सहेजा जाता है। यह मदद बंद करने के लिए कोई भी कुंजी दबाएँ।

term-help-saves_unsaved = इस फ़ोल्डर में कुछ भी सहेजा नहीं जा सकता। यह मदद बंद करने के लिए कोई भी कुंजी दबाएँ।

term-house_rules = घरेलू नियम

term-press_any_key = बंद करने के लिए कोई भी कुंजी दबाएँ।

term-setup-title = लूडो: नया खेल

term-setup-seats = सीटें

term-setup-preset = तैयार नियम

term-setup-board = बोर्ड

term-setup-exit = आधार से निकलने का अंक (1-6 से बदलें)

term-setup-no_token = रास्ते पर कोई मोहरा नहीं

term-setup-three_sixes = तीन 6 से बारी खत्म

term-setup-capture_roll = पकड़ने पर फिर फेंकें

term-setup-finish_roll = मंजिल पर फिर फेंकें

term-setup-exact_finish = ठीक अंक से मंजिल

term-setup-rank_everyone = सबके स्थान तय करें

term-setup-rotate = दोबारा खेलने पर पहला खिलाड़ी बदलें

term-setup-safe = सुरक्षित खाना

term-setup-blocks = न गुजर सकने वाले खाने

term-setup-time_limit = बारी समय सीमा

term-setup-seed = पासे का बीज (seed)

term-setup-start = खेल शुरू करें

term-setup-off = नहीं खेल रहा

term-setup-board-cross = हमेशा क्रॉस

term-setup-board-by_count = लोगों के अनुसार

term-setup-exit-any = कोई भी अंक

term-setup-or = { $first } या { $rest }

term-setup-no_token-roll = कोई खास नियम नहीं

term-setup-no_token-auto = बिना फेंके एक निकालें

term-setup-no_token-tries = अधिकतम 3 बार फेंकें

term-on = हाँ

term-off = नहीं

term-none = कोई नहीं

term-setup-safe-stars = शुरुआत और तारे

term-setup-safe-starts = केवल शुरुआत

term-setup-blocks-two = दो साथ

term-setup-blocks-no_overtaking = आगे निकलना मना

term-setup-seed-random = बेतरतीब (अंक लिखें)

term-setup-seat-off = { $player } नहीं खेलता।

term-setup-seat-person = इस कीबोर्ड पर एक व्यक्ति { $player } खेलता है (कई लोग बारी-बारी से)।

term-setup-seat-cpu = { $player } को CPU खेलता है: { $about }।

term-level-random-about = बेतरतीब, कोई भी नियमानुसार चाल

term-level-easy-about = आसान, जो दिखे वही लेता है

term-level-medium-about = मध्यम, सुरक्षित खेलता है और पकड़ता है

term-level-hard-about = कठिन, जोखिम और मौके तौलता है

term-level-expert-about = विशेषज्ञ, आगे के पासों तक सोचता है

term-setup-seed-about = एक ही बीज और एक ही चालों से वही पासे आते हैं; बेतरतीब: हर बार नया खेल।

term-setup-start-about = इन सीटों और घरेलू नियमों से खेल शुरू करें।

term-setup-keys = ↑↓ पंक्ति चुनें · ←→ बदलें · अंक बीज लिखते हैं · Enter/s शुरू · ? मदद · q बंद करें

term-help-setup-choose = पंक्ति चुनें (Home: पहली, End: आख़िरी)

term-help-setup-change = चुनी हुई पंक्ति बदलें

term-help-setup-exit = निकलने के अंक की पंक्ति पर: वह अंक जोड़ें या हटाएँ

term-help-setup-seed = बीज की पंक्ति पर: बीज लिखें (Backspace एक अंक मिटाता है)

term-help-setup-start = खेल शुरू करें (Enter: बीज की पंक्ति पर या “खेल शुरू करें” पर; बाकी पंक्तियों पर वह पंक्ति बदलता है)

term-help-setup-quit = बंद करें: अभी कोई खेल शुरू नहीं हुआ, इसलिए कुछ सहेजा नहीं जाता

term-setup-two_players = कम से कम दो रंग खेलने चाहिए।

term-setup-bad_seed = बीज 2^64 से छोटी संख्या होनी चाहिए।

term-setup-one_exit = कम से कम एक निकलने का अंक चुना रहना चाहिए।

term-replay-start = आरंभ

term-replay-roll = पासा फेंका

term-replay-move = मोहरा { $token } चला

term-replay-time_out = समय खत्म

term-replay-header = खेल { $n } · { $rules } · { $seats }

term-replay-not_over = (खेल अभी खत्म नहीं हुआ)

term-replay-title = दोबारा देखें · खेल { $n }

term-replay-step = कदम { $step } / { $len }

term-replay-step_playing = कदम { $step } / { $len } (चल रहा है)

term-replay-action = कदम: { $action }

term-replay-keys = →/Space अगला · ← पीछे · PgUp/PgDn ±10 · Home/End · a अपने-आप · q बंद करें

term-over-title = खेल खत्म

term-over-shared = { $players } (बराबर)

term-over-dice = पासे के अंक

term-over-total = कुल

term-over-again_starts = p: फिर खेलें ({ $player } शुरू करेगा)

term-over-again_roll = p: फिर खेलें (पासे से तय कि कौन शुरू करेगा)

term-over-keys = n: नया खेल (तैयारी)    q: बंद करें

term-ludo = लूडो

term-notice-set_aside = अधूरा खेल { $path } के रूप में रखा गया है।

term-notice-damaged_kept = खराब सहेजी गई फ़ाइल { $from } को { $to } के रूप में रखा गया है।

term-notice-new_refused = अधूरा खेल अलग नहीं रखा जा सका ({ $why }), इसलिए नया खेल शुरू नहीं हुआ; अधूरा खेल अब भी सहेजा हुआ है।

term-notice-set_aside_failed = अधूरा खेल अलग नहीं रखा जा सका ({ $why }); उसे जारी रखें (y) या बंद करें (q)।

term-resume-title = एक अधूरा खेल सहेजा हुआ है।

term-resume-game = नियम: { $rules }

term-resume-players = खिलाड़ी: { $players }

term-resume-actions =
    { $n ->
        [one] { $n } कदम खेला गया।
       *[other] { $n } कदम खेले गए।
    }

term-set_aside_hint =
    { $n ->
        [one] पहले अलग रखा गया { $n } अधूरा खेल: { $command } उसे दिखाता है।
       *[other] पहले अलग रखे गए { $n } अधूरे खेल: { $command } उन्हें दिखाता है।
    }

term-aside-footer = समय UTC में हैं। किसी एक को { $resume } से जारी रखें (उसकी पहचान के पहले अंक काफ़ी हैं; अभी सहेजा खेल पहले अलग रखा जाता है)। किसी एक को { $replay } से देखें।

term-aside-none = { $dir } में कोई अधूरा खेल अलग नहीं रखा गया है।

term-resume-keys = y / Enter: जारी रखें    n: नया खेल तैयार करें    q: बंद करें

term-resume-keys_requested = y / Enter: जारी रखें   n: इसे अलग रखकर नया खेल शुरू करें   q: बंद करें

save-failed = यह खेल सहेजा नहीं जा सका; पिछला सहेजा खेल बना रहेगा।

dice-code = पासा कोड { $code }। खेल खत्म होने पर हर फेंक इससे जाँची जा सकती है।

dice-verified = पासा जाँचा गया: हर फेंक शुरुआत में दिखाए गए पासा कोड से आई।

dice-not_verified = पासा जाँच विफल: फेंके गए पासे पासा कोड से मेल नहीं खाते।

records-fairness-too_few = अभी कहा नहीं जा सकता, फेंक बहुत कम हैं: { $needed } में से { $rolls }।

records-fairness-as_expected = निष्पक्ष पासे से जैसी उम्मीद थी, वैसा ही ({ $p })।

records-fairness-unusual = निष्पक्ष पासे के लिए असामान्य: { $p }। इतनी असमान गिनती कम होती है, पर होती है।

term-recorded = इतिहास में दर्ज किया गया।

term-recorded-rated = इतिहास में दर्ज किया गया: रेटिंग हुई, { $changes }।

term-recorded-unrated = इतिहास में दर्ज किया गया। { $why }

records-unrated-tutorial = रेटिंग नहीं: यह पाठ था।

records-unrated-scripted_dice = रेटिंग नहीं: पासे पहले से तय थे।

records-unrated-chosen_seed = रेटिंग नहीं: पासे एक चुने हुए बीज (seed) से आए थे।

records-unrated-undo = रेटिंग नहीं: एक चाल वापस ली गई।

records-unrated-seat_handed_over = रेटिंग नहीं: एक सीट किसी और के हाथ गई।

records-unrated-no_profile = रेटिंग नहीं: किसी खिलाड़ी की प्रोफ़ाइल नहीं थी।

records-unrated-no_rated_opponent = रेटिंग नहीं: कोई रेटिंग वाला विरोधी नहीं (मेहमानों की रेटिंग नहीं होती)।

records-set_aside = रिकॉर्ड पढ़े नहीं जा सके, इसलिए नई खाली रिकॉर्ड बुक शुरू की गई। पुरानी फ़ाइल { $file } नाम से रखी गई है।

records-restored = रिकॉर्ड पढ़े नहीं जा सके, इसलिए उन्हें पिछले बैकअप से वापस लाया गया। ख़राब फ़ाइल { $file } नाम से रखी गई है।

records-name_looks_like = यह नाम प्रोफ़ाइल { $name } जैसा दिखता है। कोई ऐसा नाम चुनें जो अलग दिखे।

records-name_blank = नाम में कम से कम एक दिखने वाला अक्षर, अंक या चिह्न होना चाहिए।

records-stats-rating =
    { $rated ->
        [one] रेटिंग { $rating } ({ $rated } रेटेड खेल)
       *[other] रेटिंग { $rating } ({ $rated } रेटेड खेल)
    }

records-stats-games = खेल: { $games }, जीते: { $wins }

ordinal-1 = पहला

ordinal-2 = दूसरा

ordinal-3 = तीसरा

ordinal-4 = चौथा

ordinal-n = { $n }वाँ

records-stats-places = स्थान: { $places }

records-stats-place = { $place } ×{ $n }

records-stats-win_rate = जीत दर: { $percent }

records-stats-captures = पकड़े: { $made }, पकड़े गए: { $suffered }

records-stats-dice = फेंक: { $rolls }, छक्के: { $sixes }

records-history-line = { $when } · { $seats } · { $rated }

records-history-seat = { $place }. { $player } ({ $who })

records-guest = मेहमान

records-cpu = CPU

records-rated = रेटेड

records-rating_change = { $name }: रेटिंग { $before } → { $after }

setup-seat_count = 2 से 4 खिलाड़ी बिठाएँ।

aside-game =
    { $n ->
        [one] { $when }: { $seats }, { $n } कदम
       *[other] { $when }: { $seats }, { $n } कदम
    }

aside-seat = { $player } { $kind }

aside-damaged = { $when }: खराब है, जारी नहीं रखा जा सकता (इस डिवाइस पर रखा है)

aside-date_unknown = तारीख अज्ञात

review-title = खेल की समीक्षा

review-progress = चालों की समीक्षा: { $total } में से { $done }

review-none = इस खेल में समीक्षा के लिए किसी व्यक्ति की कोई चाल नहीं है।

review-failed = इस खेल की समीक्षा नहीं हो सकी।

review-verdict-best = सबसे अच्छी

review-verdict-good = अच्छी

review-verdict-inaccuracy = थोड़ी चूक

review-verdict-mistake = गलती

review-verdict-blunder = बड़ी गलती

review-decision = { $n }. { $player } ने { $roll } फेंका: { $verdict }, जीत की संभावना { $chance }

review-played = खेली गई चाल: मोहरा { $token }, जीत की संभावना { $chance }

review-better = बेहतर चाल: मोहरा { $token }, जीत की संभावना { $chance }

review-about = लगभग { $chance }

review-graph = पूरे खेल में जीत की संभावना: { $seats }।

review-graph_seat = { $player } { $from } से { $to }

hint-gain =
    { $n ->
        [one] { $hint } यह अगली सबसे अच्छी चाल से 100 में लगभग { $n } खेल ज़्यादा जिताती है।
       *[other] { $hint } यह अगली सबसे अच्छी चाल से 100 में लगभग { $n } खेल ज़्यादा जिताती है।
    }

hint-gain_none = { $hint } दूसरी चालें भी लगभग उतना ही जिताती हैं।

dice-mixed = पासे में मिलाया गया: { $words }। कोड वही रहता है; अब फेंक आपकी भी हैं।

dice-mix_prompt = पासे में अपने शब्द जोड़ें

dice-mix_explain = आप जो भी लिखें वह हर फेंक बदल देता है, पर कोड नहीं: पासे अकेले ऐप भी नहीं चुनता।

dice-mix_button = अपने शब्द मिलाएँ

dice-mix_tap_pad = या पासा हिलाने के लिए यहाँ टैप करें

term-mix-offer = m: पासे में अपने शब्द मिलाएँ

term-mix-keys = Enter मिलाएँ · Esc रद्द करें

term-help-mix = पहली फेंक से पहले: पासे में अपने शब्द मिलाएँ

level-master = उस्ताद

term-level-master-about = उस्ताद, आगे के पासों तक दोगुना सोचता है, एक सेकंड तक लेता है

term-too_small-what_to_do_replay = विंडो बड़ी करें, या बंद करने के लिए q दबाएँ।

term-over-dice_verified = पासा जाँचा गया: हर फेंक शुरुआत में दिखाए गए पासा कोड { $code } से आई।

term-over-dice_not_verified = पासा जाँच विफल: फेंके गए पासे शुरुआत में दिखाए गए पासा कोड { $code } से मेल नहीं खाते।

scene-hint = संकेत

scene-undo = वापस लें

scene-cpu = CPU

scene-hand_to_cpu = { $player } की सीट CPU को सौंपें

scene-take_back = { $player } को CPU से वापस लें

scene-menu = मेनू

scene-stats = पासे

scene-stats-long = पासे के आँकड़े

scene-handover = डिवाइस { $player } को दें

scene-ready = { $player }: तैयार

scene-paused = रुका हुआ

scene-wins = { $player } की जीत!

scene-win_tie = { $players } की साझा जीत!

scene-play_again = फिर खेलें

scene-review = समीक्षा

scene-home = होम

scene-save_failed = खेल सहेजा नहीं जा सका

scene-tap_to_roll = छुएँ

scene-person = खिलाड़ी

scene-cpu_level = CPU · { $level }

scene-placed = { $place } स्थान

store-caption-play = पासा छुएँ, मोहरा छुएँ — आपकी चाल।

store-caption-capture = हर कदम और हर पकड़, आँखों के सामने

store-caption-win = निष्पक्ष पासा, जिसे कोई भी जाँच सकता है

store-caption-family = एक फ़ोन पर साथ खेलें, या बिना इंटरनेट कंप्यूटर से

store-title = लूडो

store-tagline = क्लासिक लूडो · कोई विज्ञापन नहीं · निष्पक्ष पासा
