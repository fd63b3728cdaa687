#!/usr/bin/env python3
"""Source of ios/LudoKit/Sources/LudoKit/Resources/{en,hi,bn}.lproj/Localizable.strings.

Hindi and Bengali rule terms follow the original Hindi and Bengali rule pages the
project started from: base आधार/ঘাঁটি, start शुरुआत/শুরু,
home column मंजिल का रास्ता/গন্তব্যের পথ, finish मंजिल/গন্তব্য, safe square
सुरक्षित खाना/নিরাপদ ঘর, star तारा/তারা, block रुकावट/অবরোধ, token मोहरा/ঘুঁটি,
die पासा/পাশা, turn बारी/পালা, roll again फिर फेंकें/আবার ফেলুন.
Run: python3 ios/scripts/strings_table.py  (rewrites the three files)."""
import os

S = {
# key: (en, hi, bn)
"app.title": ("Ludo", "लूडो", "লুডো"),
"home.new_game": ("New game", "नया खेल", "নতুন খেলা"),
"home.resume": ("Resume", "खेल जारी रखें", "খেলা চালিয়ে যান"),
"home.learn": ("Learn on the board", "बोर्ड पर सीखें", "বোর্ডে শিখুন"),
"home.rules": ("Rules", "नियम", "নিয়ম"),
"home.settings": ("Settings", "सेटिंग", "সেটিংস"),
"setup.title": ("New game", "नया खेल", "নতুন খেলা"),
"setup.seats": ("Seats", "सीटें", "আসন"),
"setup.seat.off": ("Not playing", "नहीं खेल रहा", "খেলছে না"),
"setup.seat.human": ("Person", "व्यक्ति", "ব্যক্তি"),
"setup.seat.cpu": ("CPU", "CPU", "CPU"),
"setup.level": ("CPU level", "CPU स्तर", "CPU স্তর"),
"setup.presets": ("Presets", "तैयार नियम", "প্রস্তুত নিয়ম"),
"setup.house_rules": ("House rules", "स्थानीय नियम", "ঘরের নিয়ম"),
"setup.board": ("Board", "बोर्ड", "বোর্ড"),
"setup.timer": ("Turn time limit", "बारी समय सीमा", "প্রতি পালার সময়সীমা"),
"setup.start": ("Start game", "खेल शुरू करें", "খেলা শুরু করুন"),
"setup.need_two": ("Seat 2 to 4 players.", "2 से 4 खिलाड़ी बिठाएँ।", "2 থেকে 4 জন খেলোয়াড় বসান।"),
"level.random": ("Random", "यादृच्छिक", "এলোমেলো"),
"level.easy": ("Easy", "आसान", "সহজ"),
"level.medium": ("Medium", "मध्यम", "মাঝারি"),
"level.hard": ("Hard", "कठिन", "কঠিন"),
"level.expert": ("Expert", "विशेषज्ञ", "বিশেষজ্ঞ"),
"preset.standard": ("Standard", "मानक", "মানক"),
"preset.quick": ("Quick", "तेज़", "দ্রুত"),
"preset.tactical": ("Tactical", "रणनीतिक", "কৌশলী"),
"preset.custom": ("Custom", "अपने नियम", "নিজের নিয়ম"),
"board.cross": ("Always cross", "हमेशा क्रॉस", "সবসময় ক্রস"),
"board.by_player_count": ("By player count", "लोगों के अनुसार", "খেলোয়াড় অনুযায়ী"),
"timer.off": ("None", "कोई नहीं", "কিছুই নয়"),
"timer.secs": ("%d seconds", "%d सेकंड", "%d সেকেন্ড"),
"rule.exit_numbers": ("Exit number", "आधार से निकलने का अंक", "ঘাঁটি থেকে বের হওয়ার সংখ্যা"),
"rule.no_token_on_board": ("No token on the track", "रास्ते पर कोई मोहरा नहीं", "পথে কোনো ঘুঁটি নেই"),
"ntob.roll_normally": ("Roll normally", "कोई खास नियम नहीं", "বিশেষ নিয়ম নেই"),
"ntob.auto_exit": ("Take one out without rolling", "बिना फेंके एक निकालें", "না ফেলেই একটি বের"),
"ntob.three_tries": ("Up to 3 rolls", "अधिकतम 3 बार फेंकें", "সর্বোচ্চ 3 বার"),
"rule.three_sixes_end_turn": ("Three sixes end the turn", "तीन 6 से बारी खत्म", "তিনবার 6 এলে পালা শেষ"),
"rule.extra_roll_on_capture": ("Roll again after a capture", "पकड़ने पर फिर फेंकें", "ধরলে আবার ফেলুন"),
"rule.extra_roll_on_finish": ("Roll again on reaching the finish", "मंजिल पर फिर फेंकें", "পৌঁছালে আবার ফেলুন"),
"rule.safe_squares": ("Safe squares", "सुरक्षित खाना", "নিরাপদ ঘর"),
"safe.starts_and_stars": ("Starts and stars", "शुरुआत और तारे", "শুরু ও তারা"),
"safe.starts_only": ("Starts only", "केवल शुरुआत", "শুধু শুরু"),
"safe.none": ("None", "कोई नहीं", "কোনোটিই নয়"),
"rule.blocks": ("Blocking squares", "न गुजर सकने वाले खाने", "যেসব ঘর পার হওয়া যায় না"),
"blocks.two_together": ("Two together", "दो साथ", "দুই একসঙ্গে"),
"blocks.none": ("None", "कोई नहीं", "কোনোটিই নয়"),
"blocks.no_overtaking": ("No overtaking", "आगे निकलना मना", "টপকানো নিষেধ"),
"rule.exact_finish": ("Exact roll to finish", "ठीक अंक से मंजिल", "ঠিক সংখ্যায় গন্তব্য"),
"rule.rank_everyone": ("Rank everyone", "सबके स्थान तय करें", "সবার স্থান ঠিক করুন"),
"rule.rotate_first_player": ("Rotate first player on play again", "दोबारा खेलने पर पहला खिलाड़ी बदलें", "আবার খেললে প্রথম পালা বদল"),
"color.yellow": ("Yellow", "पीला", "হলুদ"),
"color.blue": ("Blue", "नीला", "নীল"),
"color.red": ("Red", "लाल", "লাল"),
"color.green": ("Green", "हरा", "সবুজ"),
"game.roll": ("Roll", "पासा फेंकें", "পাশা ফেলুন"),
"game.hint": ("Hint", "सुझाव", "পরামর্শ"),
"game.undo": ("Undo", "वापस लें", "ফিরিয়ে নিন"),
"game.to_roll": ("%@ to roll", "%@ की बारी: पासा फेंकें", "%@-এর পালা: পাশা ফেলুন"),
"game.to_roll_first": ("%@ rolls for the first turn", "%@ पहली बारी के लिए फेंके", "%@ প্রথম পালার জন্য ফেলুন"),
"game.to_move": ("%1$@ rolled %2$d: choose a token", "%1$@ का %2$d आया: मोहरा चुनें", "%1$@ পেল %2$d: ঘুঁটি বেছে নিন"),
"game.cpu_thinking": ("%@ (CPU) is playing…", "%@ (CPU) खेल रहा है…", "%@ (CPU) খেলছে…"),
"game.hand_to_cpu": ("Hand to the CPU", "CPU को दें", "CPU-কে দিন"),
"game.take_back": ("Take the seat back", "सीट वापस लें", "আসন ফিরিয়ে নিন"),
"game.dice_counts": ("Dice counts", "पासे की गिनती", "পাশার গণনা"),
"game.time_left": ("%d s left", "%d सेकंड बचे", "%d সেকেন্ড বাকি"),
"game.board": ("Board", "बोर्ड", "বোর্ড"),
"game.over": ("Game over", "खेल खत्म", "খেলা শেষ"),
"game.place": ("%1$d. %2$@", "%1$d. %2$@", "%1$d. %2$@"),
"game.play_again": ("Play again", "फिर खेलें", "আবার খেলুন"),
"game.home": ("Home", "मुख्य पृष्ठ", "প্রথম পাতা"),
"ann.game_started": ("Game %d begins", "खेल %d शुरू", "খেলা %d শুরু"),
"ann.first_roll": ("%1$@ rolled %2$d for the first turn", "%1$@ ने पहली बारी के लिए %2$d फेंका", "%1$@ প্রথম পালার জন্য %2$d পেল"),
"ann.first_tie": ("Tie: %@ roll again", "बराबरी: %@ फिर फेंकें", "সমান: %@ আবার ফেলুন"),
"ann.first_player": ("%@ starts", "%@ शुरू करता है", "%@ শুরু করে"),
"ann.rolled": ("%1$@ rolled %2$d", "%1$@ ने %2$d फेंका", "%1$@ পেল %2$d"),
"ann.moved_out": ("%1$@ token %2$d leaves the base onto the start", "%1$@ मोहरा %2$d आधार से शुरुआत पर निकला", "%1$@ ঘুঁটি %2$d ঘাঁটি থেকে শুরুর ঘরে বের হল"),
"ann.moved": ("%1$@ token %2$d moves to %3$@", "%1$@ मोहरा %2$d %3$@ पर गया", "%1$@ ঘুঁটি %2$d গেল %3$@-এ"),
"ann.captured": ("%1$@ captures %2$@ token %3$d", "%1$@ ने %2$@ मोहरा %3$d पकड़ा", "%1$@ ধরল %2$@ ঘুঁটি %3$d"),
"ann.token_finished": ("%1$@ token %2$d reached the finish", "%1$@ मोहरा %2$d मंजिल पहुँचा", "%1$@ ঘুঁটি %2$d গন্তব্যে পৌঁছাল"),
"ann.player_finished": ("%1$@ finished in place %2$d", "%1$@ स्थान %2$d पर पूरा", "%1$@ %2$d স্থানে শেষ করল"),
"ann.extra_roll": ("%@ rolls again", "%@ फिर फेंके", "%@ আবার ফেলুন"),
"ann.three_sixes": ("Three sixes: %@'s turn ends", "तीन 6: %@ की बारी खत्म", "তিনবার 6: %@-এর পালা শেষ"),
"ann.failed_try": ("%1$@: no exit, %2$d tries left", "%1$@: नहीं निकला, %2$d बार बाकी", "%1$@: বের হল না, আর %2$d বার"),
"ann.no_move": ("%@ cannot move", "%@ चल नहीं सकता", "%@ চলতে পারে না"),
"ann.turn": ("%@'s turn", "%@ की बारी", "%@-এর পালা"),
"ann.seat_cpu": ("%1$@ is now played by the CPU (%2$@)", "%1$@ अब CPU (%2$@) खेलेगा", "%1$@ এখন CPU (%2$@) খেলবে"),
"ann.seat_human": ("%@ is played by a person again", "%@ फिर व्यक्ति खेलेगा", "%@ আবার ব্যক্তি খেলবে"),
"ann.timed_out": ("%@ ran out of time", "%@ का समय खत्म", "%@-এর সময় শেষ"),
"ann.undone": ("Move taken back", "चाल वापस ली गई", "চাল ফিরিয়ে নেওয়া হল"),
"ann.game_over": ("Game over. Winner: %@", "खेल खत्म। विजेता: %@", "খেলা শেষ। বিজয়ী: %@"),
"sq.track": ("square %d", "खाना %d", "ঘর %d"),
"sq.star": ("star, square %d", "तारा, खाना %d", "তারা, ঘর %d"),
"sq.start": ("%1$@ start, square %2$d", "%1$@ शुरुआत, खाना %2$d", "%1$@ শুরু, ঘর %2$d"),
"sq.home": ("%1$@ home column %2$d", "%1$@ मंजिल का रास्ता %2$d", "%1$@ গন্তব্যের পথ %2$d"),
"sq.finish": ("%@ finish", "%@ मंजिल", "%@ গন্তব্য"),
"sq.base": ("%1$@ base, slot %2$d", "%1$@ आधार, जगह %2$d", "%1$@ ঘাঁটি, স্থান %2$d"),
"sq.safe": ("safe", "सुरक्षित", "নিরাপদ"),
"a11y.token": ("%1$@ token %2$d on %3$@", "%1$@ मोहरा %2$d, %3$@ पर", "%1$@ ঘুঁটি %2$d, %3$@-এ"),
"a11y.can_move": ("can move", "चल सकता है", "চলতে পারে"),
"a11y.target": ("target of token %d", "मोहरा %d का लक्ष्य", "ঘুঁটি %d-এর লক্ষ্য"),
"a11y.die": ("Die: %d", "पासा: %d", "পাশা: %d"),
"hint.text": ("Hint: token %1$d, %2$@", "सुझाव: मोहरा %1$d, %2$@", "পরামর্শ: ঘুঁটি %1$d, %2$@"),
"hint.finishes": ("reaches the finish", "मंजिल पहुँचता है", "গন্তব্যে পৌঁছায়"),
"hint.captures": ("captures", "पकड़ता है", "ধরে"),
"hint.escapes_danger": ("escapes danger", "खतरे से बचता है", "বিপদ থেকে বাঁচে"),
"hint.enters_home_column": ("enters the home column", "मंजिल के रास्ते में जाता है", "গন্তব্যের পথে ঢোকে"),
"hint.leaves_base": ("leaves the base", "आधार से निकलता है", "ঘাঁটি থেকে বের হয়"),
"hint.forms_block": ("forms a block", "रुकावट बनाता है", "অবরোধ তৈরি করে"),
"hint.reaches_safe_square": ("reaches a safe square", "सुरक्षित खाने पर पहुँचता है", "নিরাপদ ঘরে পৌঁছায়"),
"hint.advances": ("advances", "आगे बढ़ता है", "এগিয়ে যায়"),
"hint.forced": ("the only move", "एकमात्र चाल", "একমাত্র চাল"),
"settings.title": ("Settings", "सेटिंग", "সেটিংস"),
"settings.haptics": ("Haptics", "कंपन", "কম্পন"),
"settings.cpu_delay": ("CPU speed", "CPU की गति", "CPU-এর গতি"),
"settings.cpu_delay_value": ("CPU pause: %d ms", "CPU का ठहराव: %d मिलीसेकंड", "CPU-এর বিরতি: %d মিলিসেকেন্ড"),
"error.action": ("Not possible now", "अभी संभव नहीं", "এখন সম্ভব নয়"),
"error.load": ("The saved game could not be loaded", "सहेजा खेल खुल नहीं सका", "সংরক্ষিত খেলা খোলা গেল না"),
"error.save": ("The game could not be saved", "खेल सहेजा नहीं जा सका", "খেলা সংরক্ষণ করা গেল না"),
"error.illegal_move": ("That token cannot move with this roll", "यह मोहरा इस अंक से नहीं चल सकता", "এই ঘুঁটি এই দানে চলতে পারে না"),
"error.invalid_setup": ("This game setup is not possible", "यह खेल व्यवस्था संभव नहीं", "এই খেলার ব্যবস্থা সম্ভব নয়"),
"error.undo_not_allowed": ("Moves can only be taken back in games with a CPU", "चाल केवल CPU वाले खेल में वापस ली जा सकती है", "শুধু CPU থাকা খেলায় চাল ফিরিয়ে নেওয়া যায়"),
"error.nothing_to_undo": ("There is no move to take back", "वापस लेने को कोई चाल नहीं", "ফিরিয়ে নেওয়ার মতো কোনো চাল নেই"),
"error.internal": ("Something went wrong; the game is unchanged", "कुछ गड़बड़ हुई; खेल वैसा ही है", "কিছু ভুল হয়েছে; খেলা যেমন ছিল তেমনই আছে"),
"common.ok": ("OK", "ठीक है", "ঠিক আছে"),
"common.cancel": ("Cancel", "रद्द करें", "বাতিল"),
"notice.save_damaged": ("The saved game was damaged and could not be opened. It has been set aside on this device, not deleted.", "सहेजा गया खेल खराब था और खुल नहीं सका। उसे इस डिवाइस पर अलग रख दिया गया है, मिटाया नहीं गया।", "সংরক্ষিত খেলাটি নষ্ট ছিল এবং খোলা যায়নি। সেটি এই ডিভাইসে আলাদা করে রাখা হয়েছে, মোছা হয়নি।"),
"replace.title": ("Start a new game?", "नया खेल शुरू करें?", "নতুন খেলা শুরু করবেন?"),
"replace.body": ("Your unfinished game will be set aside on this device and no longer offered to resume.", "आपका अधूरा खेल इस डिवाइस पर अलग रख दिया जाएगा और उसे जारी रखने का विकल्प नहीं रहेगा।", "আপনার অসমাপ্ত খেলাটি এই ডিভাইসে আলাদা করে রাখা হবে, আর চালিয়ে যাওয়ার বিকল্প থাকবে না।"),
"replace.confirm": ("New game", "नया खेल", "নতুন খেলা"),
"settings.language": ("Language", "भाषा", "ভাষা"),
"settings.language.system": ("Device language", "डिवाइस की भाषा", "ডিভাইসের ভাষা"),
"lang.en": ("English", "English", "English"),
"lang.hi": ("हिन्दी", "हिन्दी", "हिन्दी"),
"lang.bn": ("বাংলা", "বাংলা", "বাংলা"),
"game.moves": ("Moves", "चालें", "চাল"),
"game.paused": ("Paused", "रुका हुआ", "থেমে আছে"),
"tutorial.title": ("Learn on the board", "बोर्ड पर सीखें", "বোর্ডে শিখুন"),
"tutorial.roll": ("Tap the die to roll. A 6 brings a token out of the base.", "पासा फेंकने के लिए टैप करें। 6 आने पर आधार का मोहरा शुरुआती खाने में निकलता है।", "পাশা ফেলতে টোকা দিন। 6 এলে ঘাঁটির ঘুঁটি শুরুর ঘরে বের হয়।"),
"tutorial.move_out": ("You rolled a 6: tap a token in your base to bring it onto your start.", "6 आया: आधार का मोहरा टैप करें, वह शुरुआती खाने पर आएगा।", "6 এসেছে: ঘাঁটির একটি ঘুঁটিতে টোকা দিন, সেটি শুরুর ঘরে আসবে।"),
"tutorial.extra": ("A 6 gives another roll. Roll again.", "6 पर फिर फेंकें।", "6 এলে আবার ফেলুন।"),
"tutorial.move": ("Tap the token or its target square to move it.", "मोहरा या उसका लक्ष्य खाना टैप करें।", "ঘুঁটি বা তার লক্ষ্য ঘরে টোকা দিন।"),
"tutorial.safe": ("Starts and stars are safe squares: no capture there.", "शुरुआत और तारे सुरक्षित खाने हैं: वहाँ पकड़ नहीं होती।", "শুরু ও তারা নিরাপদ ঘর: সেখানে ধরা যায় না।"),
"tutorial.capture": ("Land exactly on an opponent token to send it back to its base, then roll again.", "विरोधी के मोहरे पर ठीक रुकें: वह आधार में लौटता है, और आप फिर फेंकते हैं।", "ঠিক প্রতিপক্ষের ঘুঁটির ওপর থামুন: সেটি ঘাঁটিতে ফেরে, আর আপনি আবার ফেলেন।"),
"tutorial.done": ("That's Ludo! Bring all four tokens to the finish first to win.", "यही लूडो है! चारों मोहरे पहले मंजिल पर पहुँचाकर जीतें।", "এই হল লুডো! চার ঘুঁটি সবার আগে গন্তব্যে নিয়ে জিতুন।"),
"tutorial.wait": ("Watch the CPU play its turn.", "CPU की बारी देखें।", "CPU-এর পালা দেখুন।"),
"rules.body": (
 "2–4 players, each with 4 tokens in their base. Roll the die in turn and move one token clockwise by the number rolled.\n"
 "A 6 brings a token from the base onto its start, and gives another roll. The third 6 in a row ends the turn.\n"
 "Landing exactly on an opponent token sends it back to its base, and you roll again. Starts and stars (8 squares ahead of each start) are safe squares.\n"
 "Two or more tokens of one colour on a square form a block: opponents can neither pass nor land on it.\n"
 "After one lap a token turns into its home column and needs the exact number to reach the finish.\n"
 "The first player with all four tokens in the finish wins.",
 "2–4 लोग खेलते हैं; हर व्यक्ति के चार मोहरे उसके आधार में रहते हैं। बारी-बारी पासा फेंकें और अपना एक मोहरा आए अंक जितने खाने घड़ी की दिशा में बढ़ाएँ।\n"
 "6 आने पर आधार का मोहरा शुरुआती खाने में निकाल सकते हैं, और फिर फेंकें। लगातार तीन बार 6 आए तो तीसरी बार बिना मोहरा चलाए बारी खत्म होती है।\n"
 "विरोधी के मोहरे पर ठीक रुकने से वह आधार में लौटता है और आप फिर फेंकते हैं। सुरक्षित खानों (हर रंग की शुरुआत और उससे आठ खाने आगे, तारा) पर मोहरे नहीं पकड़े जाते।\n"
 "एक रंग के दो या अधिक मोहरों वाला खाना रुकावट है: विरोधी उससे गुजर या उस पर रुक नहीं सकता।\n"
 "एक चक्कर के बाद अपने रंग के मंजिल वाले रास्ते में मुड़कर बीच की मंजिल तक जाएँ। प्रवेश के लिए ठीक उतना ही अंक चाहिए।\n"
 "चारों मोहरों को मंजिल पर पहले पहुँचाने वाला जीतता है।",
 "2–4 জন খেলেন; প্রত্যেকের চার ঘুঁটি নিজের ঘাঁটিতে থাকে। পালা করে পাশা ফেলুন এবং নিজের একটি ঘুঁটি আসা সংখ্যা অনুযায়ী ঘড়ির কাঁটার দিকে এগিয়ে নিন।\n"
 "6 এলে ঘাঁটির ঘুঁটি শুরুর ঘরে বের করতে পারবেন, এবং আবার ফেলুন। টানা তিনবার 6 এলে তৃতীয়বার কোনো ঘুঁটি না চালিয়ে পালা শেষ হয়।\n"
 "ঠিক প্রতিপক্ষের ঘুঁটির ওপর থামলে সেটি ঘাঁটিতে ফেরে এবং আবার ফেলতে পারবেন। নিরাপদ ঘরে (প্রতি রঙের শুরু এবং সেখান থেকে আট ঘর পরে, তারা) ঘুঁটি ধরা যায় না।\n"
 "একই রঙের দুই বা বেশি ঘুঁটির ঘর অবরোধ: প্রতিপক্ষ সেখান দিয়ে যেতে বা সেখানে থামতে পারে না।\n"
 "এক চক্করের পর নিজের রঙের গন্তব্যের পথে ঢুকে কেন্দ্রে যান। গন্তব্যে ঢুকতে ঠিক সংখ্যাটি লাগবে।\n"
 "চার ঘুঁটি সবার আগে গন্তব্যে পৌঁছালে জয়।"),
}

def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")

here = os.path.dirname(os.path.abspath(__file__))
res = os.path.join(here, "..", "LudoKit", "Sources", "LudoKit", "Resources")
for i, lang in enumerate(["en", "hi", "bn"]):
    d = os.path.join(res, f"{lang}.lproj")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "Localizable.strings"), "w", encoding="utf-8") as f:
        f.write(f"/* Ludo ({lang}). Generated by ios/scripts/strings_table.py; edit there. */\n")
        for k, v in S.items():
            f.write(f'"{k}" = "{esc(v[i])}";\n')
print(f"{len(S)} keys x 3 languages")
