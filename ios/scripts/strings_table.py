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
"home.play_cpu": ("Play vs computer", "कंप्यूटर से खेलें", "কম্পিউটারের সঙ্গে খেলুন"),
"home.play_cpu_note": ("You against the computer, offline", "आप बनाम कंप्यूटर, बिना इंटरनेट", "আপনি বনাম কম্পিউটার, ইন্টারনেট ছাড়া"),
"home.pass_and_play": ("Pass and play", "एक फ़ोन पर साथ खेलें", "এক ফোনে সবাই মিলে"),
"home.pass_and_play_note": ("Friends and family on one phone", "दोस्त और परिवार, एक ही फ़ोन पर", "বন্ধু ও পরিবার, একই ফোনে"),
"home.continue": ("Continue", "जारी रखें", "চালিয়ে যান"),
"home.saved": ("Saved %@", "सहेजा गया: %@", "সংরক্ষিত: %@"),
"home.custom": ("Choose players and rules", "खिलाड़ी और नियम चुनें", "খেলোয়াড় ও নিয়ম বেছে নিন"),
"settings.sound": ("Sound", "आवाज़", "শব্দ"),
"settings.volume": ("Volume", "आवाज़ का स्तर", "শব্দের মাত্রা"),
"setup.tap_tile": ("Tap a seat to change who plays it", "कौन खेलेगा, बदलने के लिए सीट छुएँ", "কে খেলবে বদলাতে আসনটি ছুঁন"),
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
"setup.presets": ("Presets", "तैयार नियम", "প্রস্তুত নিয়ম"),
"setup.house_rules": ("House rules", "स्थानीय नियम", "ঘরের নিয়ম"),
"setup.board": ("Board", "बोर्ड", "বোর্ড"),
"setup.timer": ("Turn time limit", "बारी समय सीमा", "প্রতি পালার সময়সীমা"),
"setup.start": ("Start game", "खेल शुरू करें", "খেলা শুরু করুন"),
"level.random": ("Random", "बेतरतीब", "এলোমেলো"),
"level.easy": ("Easy", "आसान", "সহজ"),
"level.medium": ("Medium", "मध्यम", "মাঝারি"),
"level.hard": ("Hard", "कठिन", "কঠিন"),
"level.expert": ("Expert", "विशेषज्ञ", "বিশেষজ্ঞ"),
"level.master": ("Master", "उस्ताद", "ওস্তাদ"),
"board.cross": ("Always cross", "हमेशा क्रॉस", "সবসময় ক্রস"),
"board.by_player_count": ("By player count", "लोगों के अनुसार", "খেলোয়াড় অনুযায়ী"),
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
"game.hand_to_cpu": ("Hand to the CPU", "CPU को दें", "CPU-কে দিন"),
"game.take_back": ("Take the seat back", "सीट वापस लें", "আসন ফিরিয়ে নিন"),
"game.dice_counts": ("Dice counts", "पासे की गिनती", "পাশার গণনা"),
"game.place": ("%1$d. %2$@", "%1$d. %2$@", "%1$d. %2$@"),
"game.play_again": ("Play again", "फिर खेलें", "আবার খেলুন"),
"game.home": ("Home", "मुख्य पृष्ठ", "প্রথম পাতা"),
"settings.title": ("Settings", "सेटिंग", "সেটিংস"),
"settings.haptics": ("Haptics", "कंपन", "কম্পন"),
"settings.cpu_delay_value": ("CPU pause: %d ms", "CPU का ठहराव: %d मिलीसेकंड", "CPU-এর বিরতি: %d মিলিসেকেন্ড"),
"error.load": ("The saved game could not be loaded", "सहेजा खेल खुल नहीं सका", "সংরক্ষিত খেলা খোলা গেল না"),
"error.save": ("The game could not be saved", "खेल सहेजा नहीं जा सका", "খেলা সংরক্ষণ করা গেল না"),
"error.internal": ("Something went wrong; the game is unchanged", "कुछ गड़बड़ हुई; खेल वैसा ही है", "কিছু ভুল হয়েছে; খেলা যেমন ছিল তেমনই আছে"),
"common.ok": ("OK", "ठीक है", "ঠিক আছে"),
"common.cancel": ("Cancel", "रद्द करें", "বাতিল"),
"notice.save_damaged": ("The saved game was damaged and could not be opened. It has been set aside on this device, not deleted.", "सहेजा गया खेल खराब था और खुल नहीं सका। उसे इस डिवाइस पर अलग रख दिया गया है, मिटाया नहीं गया।", "সংরক্ষিত খেলাটি নষ্ট ছিল এবং খোলা যায়নি। সেটি এই ডিভাইসে আলাদা করে রাখা হয়েছে, মোছা হয়নি।"),
"replace.title": ("Start a new game?", "नया खेल शुरू करें?", "নতুন খেলা শুরু করবেন?"),
"replace.body": ("Your unfinished game will be set aside on this device; you can continue it later from the home screen.", "आपका अधूरा खेल इस डिवाइस पर अलग रख दिया जाएगा; उसे बाद में मुख्य पृष्ठ से जारी रख सकते हैं।", "আপনার অসমাপ্ত খেলাটি এই ডিভাইসে আলাদা করে রাখা হবে; পরে প্রথম পাতা থেকে সেটি চালিয়ে যেতে পারবেন।"),
"home.set_aside": ("Games set aside", "अलग रखे गए खेल", "সরিয়ে রাখা খেলা"),
"home.set_aside_note": ("Tap one to continue it; the game saved now is set aside first, nothing is deleted.", "जारी रखने के लिए किसी एक को छुएँ; अभी सहेजा गया खेल पहले अलग रखा जाएगा, कुछ मिटाया नहीं जाता।", "চালিয়ে যেতে একটিতে ছুঁয়ে দিন; এখন সংরক্ষিত খেলাটি আগে সরিয়ে রাখা হবে, কিছুই মোছা হয় না।"),
"replace.confirm": ("New game", "नया खेल", "নতুন খেলা"),
"settings.language": ("Language", "भाषा", "ভাষা"),
"settings.language.system": ("Device language", "डिवाइस की भाषा", "ডিভাইসের ভাষা"),
"lang.en": ("English", "English", "English"),
"lang.hi": ("हिन्दी", "हिन्दी", "हिन्दी"),
"lang.bn": ("বাংলা", "বাংলা", "বাংলা"),
"game.moves": ("Moves", "चालें", "চাল"),
"game.review": ("Review the game", "खेल की समीक्षा", "খেলার পর্যালোচনা"),
"home.review": ("Review the last game", "पिछले खेल की समीक्षा", "আগের খেলার পর্যালোচনা"),
"review.title": ("Game review", "खेल की समीक्षा", "খেলার পর্যালোচনা"),
"review.progress": ("Reviewing: %1$d of %2$d decisions", "समीक्षा: %2$d में से %1$d फैसले", "পর্যালোচনা: %2$dটির মধ্যে %1$dটি সিদ্ধান্ত"),
"review.failed": ("This game could not be reviewed.", "इस खेल की समीक्षा नहीं हो सकी।", "এই খেলার পর্যালোচনা করা গেল না।"),
"review.cancelled": ("The review was stopped.", "समीक्षा रोक दी गई।", "পর্যালোচনা থামানো হয়েছে।"),
"review.none": ("No decisions to review: every move was the only one possible.", "समीक्षा के लिए कोई फैसला नहीं: हर बार एक ही चाल संभव थी।", "পর্যালোচনার মতো কোনো সিদ্ধান্ত নেই: প্রতিবার একটিই চাল সম্ভব ছিল।"),
"review.graph": ("Win chances", "जीत की संभावना", "জয়ের সম্ভাবনা"),
"review.graph_seat": ("%1$@: %2$d%% at the start, %3$d%% at the end.", "%1$@: शुरू में %2$d%%, अंत में %3$d%%।", "%1$@: শুরুতে %2$d%%, শেষে %3$d%%।"),
"review.decisions": ("Your decisions", "आपके फैसले", "আপনার সিদ্ধান্ত"),
"review.decision": ("%1$@ rolled %2$d: token %3$d, win chance %4$d%%.", "%1$@ ने %2$d फेंका: मोहरा %3$d, जीत की संभावना %4$d%%।", "%1$@ %2$d ফেলেছে: ঘুঁটি %3$d, জয়ের সম্ভাবনা %4$d%%।"),
"review.better": ("Better: token %1$d, %2$d%%.", "बेहतर: मोहरा %1$d, %2$d%%।", "ভালো ছিল: ঘুঁটি %1$d, %2$d%%।"),
"review.played": ("Played", "खेली गई चाल", "খেলা চাল"),
"review.best": ("Better move", "बेहतर चाल", "ভালো চাল"),
"review.back": ("Back", "वापस", "ফিরে যান"),
"review.verdict.best": ("Best", "सबसे अच्छी", "সেরা"),
"review.verdict.good": ("Good", "अच्छी", "ভালো"),
"review.verdict.inaccuracy": ("Inaccuracy", "थोड़ी चूक", "সামান্য ভুল"),
"review.verdict.mistake": ("Mistake", "गलती", "ভুল"),
"review.verdict.blunder": ("Blunder", "बड़ी भूल", "বড় ভুল"),
"home.records": ("Records", "रिकॉर्ड", "রেকর্ড"),
"setup.profile": ("Player", "खिलाड़ी", "খেলোয়াড়"),
"setup.guest": ("Guest", "मेहमान", "অতিথি"),
"records.title": ("Records", "रिकॉर्ड", "রেকর্ড"),
"records.players": ("Players", "खिलाड़ी", "খেলোয়াড়"),
"records.all_games": ("All games", "सभी खेल", "সব খেলা"),
"records.add": ("Add player", "खिलाड़ी जोड़ें", "খেলোয়াড় যোগ করুন"),
"records.name": ("Name", "नाम", "নাম"),
"records.rename": ("Rename", "नाम बदलें", "নাম বদলান"),
"records.delete": ("Delete", "हटाएँ", "মুছুন"),
"records.delete_confirm": ("Delete this player and all their records?", "इस खिलाड़ी और उसके सभी रिकॉर्ड हटाएँ?", "এই খেলোয়াড় ও তার সব রেকর্ড মুছবেন?"),
"records.merge": ("Merge into", "इसमें मिलाएँ", "এর সঙ্গে মেশান"),
"records.merge_confirm": ("Merge these players? The first one's games and rating move to the second, and the first is removed.", "इन खिलाड़ियों को मिलाएँ? पहले के खेल और रेटिंग दूसरे के पास चले जाएँगे, और पहला हट जाएगा।", "এই খেলোয়াড়দের মেশাবেন? প্রথমজনের খেলা ও রেটিং দ্বিতীয়জনের কাছে যাবে, আর প্রথমজন মুছে যাবে।"),
"records.stats": ("Statistics", "आँकड़े", "পরিসংখ্যান"),
"records.history": ("Games", "खेल", "খেলা"),
"records.no_games": ("No games recorded yet.", "अभी कोई खेल दर्ज नहीं।", "এখনও কোনো খেলা রেকর্ড হয়নি।"),
"records.replay": ("Replay", "दोबारा देखें", "আবার দেখুন"),
"records.invalid_name": ("Names are 1 to 32 characters and must differ from the other players' names.", "नाम 1 से 32 अक्षर का हो और बाकी खिलाड़ियों के नामों से अलग हो।", "নাম 1 থেকে 32 অক্ষরের এবং অন্য খেলোয়াড়দের নাম থেকে আলাদা হতে হবে।"),
"records.unavailable": ("The records could not be read or changed.", "रिकॉर्ड पढ़े या बदले नहीं जा सके।", "রেকর্ড পড়া বা বদলানো গেল না।"),
"records.too_new": ("The records were written by a newer version of the app. Update the app to see them; they are kept as they are.", "रिकॉर्ड ऐप के नए संस्करण ने लिखे हैं। उन्हें देखने के लिए ऐप अपडेट करें; वे जैसे हैं वैसे रखे गए हैं।", "রেকর্ডগুলো অ্যাপের নতুন সংস্করণে লেখা। দেখতে অ্যাপ আপডেট করুন; সেগুলো যেমন ছিল তেমনই রাখা আছে।"),
"replay.step": ("Step %1$d of %2$d", "कदम %2$d में से %1$d", "ধাপ %2$d-এর মধ্যে %1$d"),
"replay.forward": ("Next", "आगे", "পরের"),
"replay.back": ("Previous", "पीछे", "আগের"),
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
