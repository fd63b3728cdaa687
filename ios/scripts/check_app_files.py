#!/usr/bin/env python3
"""Checks the App Store files and the UI texts of the iOS app (part of scripts/test-ios.sh,
well under a second).

 * ios/LudoApp/PrivacyInfo.xcprivacy: no tracking, no tracking domains, no collected data;
   every required-reason API category with reasons Apple defines for it; the declared
   categories are exactly those the Swift code uses (found by name in ios/LudoApp and
   ios/LudoKit/Sources/LudoKit) plus those the Rust static library needs (file timestamps:
   its standard library; disk space: the bundled SQLite's statfs/fstatfs), with their reasons.
 * The app icon: AppIcon.appiconset lists one 1024 x 1024 iOS image, an opaque 8-bit RGB PNG
   (App Store icons must not have an alpha channel).
 * ios/project.yml: Swift 6, the icon set, signing through Config/Signing.xcconfig (no team
   ID in the spec); the generated Info.plist and the local signing file are ignored by git.
 * ios/project.yml also: the Info.plist versions are $(MARKETING_VERSION) and
   $(CURRENT_PROJECT_VERSION), set in the build settings (a second upload bumps them).
 * ios/fastlane/metadata: the store listing in en-US, hi and bn (fastlane deliver's folder
   names), each text within App Store Connect's limits, Hindi in Devanagari, Bengali in
   Bengali script; support and privacy URLs (https) per language; the App Review contact
   (review_information/, no demo account); the age rating (fastlane/app_rating_config.json,
   named by fastlane/Deliverfile) answering every question, no gambling, ads or chat; the
   claims: the CPU range names the core's weakest and strongest level (ai::Level::ALL, the
   catalog's words), no refuted claim (REFUTED). Placeholders (example.org, FILL-IN) are
   listed as "to fill"; LUDO_STORE_RELEASE=1 makes them failures.
 * ios/LudoApp: each of the app's own screens and sheets scrolls (SCROLLING_SCREENS).
 * ios/LudoApp: no hard-coded words in the UI (every text comes from LudoKit's Localizer):
   no string literal with letters (outside interpolations) as the text of a SwiftUI view,
   no "OK", no unit like "ms" or "s" after a number.

Run: python3 ios/scripts/check_app_files.py  (exit 1 and a list of problems on failure)
"""
import json
import os
import plistlib
import re
import struct
import subprocess
import sys

IOS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(IOS)

# Apple, "Describing use of required reason API" (TN3183 / developer documentation): the
# reasons defined for each category.
REASONS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    "NSPrivacyAccessedAPICategorySystemBootTime": {"35F9.1", "8FFB.1", "3D61.1"},
    "NSPrivacyAccessedAPICategoryDiskSpace": {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    "NSPrivacyAccessedAPICategoryActiveKeyboards": {"3EC4.1", "54BD.1"},
    "NSPrivacyAccessedAPICategoryUserDefaults": {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
}
# The APIs of each category as they appear in Swift source.
SWIFT_APIS = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": r"\b(creationDate|modificationDate|fileModificationDate|"
    r"contentModificationDateKey|creationDateKey|NSFileCreationDate|NSFileModificationDate|getattrlist\w*|"
    r"fgetattrlist|stat|fstat|fstatat|lstat)\b\s*[(:.,)\]]|\.(creationDate|modificationDate)\b",
    "NSPrivacyAccessedAPICategorySystemBootTime": r"\b(systemUptime|mach_absolute_time)\b",
    "NSPrivacyAccessedAPICategoryDiskSpace": r"\b(volumeAvailableCapacity\w*|volumeTotalCapacity\w*|systemFreeSize|"
    r"systemSize|statfs|statvfs|fstatfs|fstatvfs)\b",
    "NSPrivacyAccessedAPICategoryActiveKeyboards": r"\bactiveInputModes\b",
    "NSPrivacyAccessedAPICategoryUserDefaults": r"\b(UserDefaults|NSUserDefaults|AppStorage)\b",
}
# Declared for the Rust core's static library, with the reason each must carry: the
# aarch64-apple-ios standard library references stat, fstat, fstatat and lstat (llvm-nm -u);
# the bundled SQLite (rusqlite "bundled", the records) calls statfs/fstatfs on Apple
# platforms (os_unix.c: SQLITE_ENABLE_LOCKING_STYLE, on by default there, reads the file
# system of the database's volume before writing to it), which App Store Connect reports as
# ITMS-91053 "Missing API declaration: NSPrivacyAccessedAPICategoryDiskSpace". See
# PrivacyInfo.xcprivacy.
RUST_CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": "C617.1",
    "NSPrivacyAccessedAPICategoryDiskSpace": "E174.1",
}

# fastlane deliver's folder names (deliver/lib/deliver/languages.rb; bn since fastlane 2.234.0).
LOCALES = {"en-US": None, "hi": (0x0900, 0x097F), "bn": (0x0980, 0x09FF)}
# App Store Connect limits: characters, except keywords (100 bytes, to be safe with
# multi-byte scripts).
LIMITS = {"name.txt": 30, "subtitle.txt": 30, "promotional_text.txt": 170, "description.txt": 4000}
KEYWORD_BYTES = 100

problems = []


def problem(text):
    problems.append(text)


def rel(path):
    return os.path.relpath(path, ROOT)


def swift_sources():
    for d in (os.path.join(IOS, "LudoApp"), os.path.join(IOS, "LudoKit", "Sources", "LudoKit")):
        for base, _, files in os.walk(d):
            for f in sorted(files):
                if f.endswith(".swift"):
                    yield os.path.join(base, f)


def check_privacy():
    path = os.path.join(IOS, "LudoApp", "PrivacyInfo.xcprivacy")
    try:
        with open(path, "rb") as f:
            p = plistlib.load(f)
    except (OSError, plistlib.InvalidFileException) as e:
        problem(f"{rel(path)}: {e}")
        return
    if p.get("NSPrivacyTracking") is not False:
        problem("privacy manifest: NSPrivacyTracking must be false")
    if p.get("NSPrivacyTrackingDomains") != []:
        problem("privacy manifest: NSPrivacyTrackingDomains must be an empty array")
    if p.get("NSPrivacyCollectedDataTypes") != []:
        problem("privacy manifest: NSPrivacyCollectedDataTypes must be an empty array")
    declared = {}
    for entry in p.get("NSPrivacyAccessedAPITypes", []):
        cat = entry.get("NSPrivacyAccessedAPIType")
        reasons = entry.get("NSPrivacyAccessedAPITypeReasons", [])
        if cat not in REASONS:
            problem(f"privacy manifest: unknown category {cat}")
            continue
        if not reasons or not set(reasons) <= REASONS[cat]:
            problem(f"privacy manifest: {cat} needs reasons from {sorted(REASONS[cat])}, has {reasons}")
        declared[cat] = reasons
    used = {}
    for src in swift_sources():
        with open(src, encoding="utf-8") as f:
            text = re.sub(r"//.*", "", f.read())  # comments may name APIs
        for cat, pattern in SWIFT_APIS.items():
            m = re.search(pattern, text)
            if m:
                used.setdefault(cat, f"{rel(src)} ({m.group(0).strip()})")
    for cat, where in sorted(used.items()):
        if cat not in declared:
            problem(f"privacy manifest: {where} uses a {cat} API; declare it with a reason")
    for cat in sorted(set(declared) - set(used) - set(RUST_CATEGORIES)):
        problem(f"privacy manifest: {cat} is declared but no Swift code uses it")
    for cat, reason in sorted(RUST_CATEGORIES.items()):
        if cat not in declared:
            problem(f"privacy manifest: {cat} (Rust core: standard library / bundled SQLite) is not declared")
        elif reason not in declared[cat]:
            problem(f"privacy manifest: {cat} (Rust core) needs reason {reason}, has {declared[cat]}")


def png_header(path):
    with open(path, "rb") as f:
        head = f.read(33)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    w, h, depth, colour = struct.unpack(">IIBB", head[16:26])
    return w, h, depth, colour


def check_icon():
    d = os.path.join(IOS, "LudoApp", "Assets.xcassets", "AppIcon.appiconset")
    try:
        with open(os.path.join(d, "Contents.json"), encoding="utf-8") as f:
            images = json.load(f)["images"]
    except (OSError, ValueError, KeyError) as e:
        problem(f"app icon: {e}")
        return
    big = [i for i in images if i.get("size") == "1024x1024" and i.get("platform") == "ios" and i.get("filename")]
    if len(big) != 1:
        problem("app icon: AppIcon.appiconset must list one 1024x1024 iOS image")
        return
    path = os.path.join(d, big[0]["filename"])
    header = png_header(path) if os.path.exists(path) else None
    if header is None:
        problem(f"app icon: {rel(path)} is missing or not a PNG")
    elif header != (1024, 1024, 8, 2):
        problem(f"app icon: {rel(path)} is {header[0]}x{header[1]}, depth {header[2]}, colour type {header[3]}; "
                "needs 1024x1024 8-bit RGB without alpha (colour type 2)")


SOUNDS = ["roll", "hop", "capture", "extra_roll", "safe", "home", "player_finished", "win", "timer_low", "refused"]


def check_sounds():
    """The game's ten sounds are in LudoApp/Sounds (bundled by XcodeGen with the app's
    sources), the files the core generates (docs/sound.md)."""
    d = os.path.join(IOS, "LudoApp", "Sounds")
    for name in SOUNDS:
        path = os.path.join(d, name + ".wav")
        if not os.path.isfile(path) or os.path.getsize(path) < 1000:
            problem(f"sounds: {rel(path)} is missing (cargo run -p ludo-core --features render --example sounds)")


def check_project():
    path = os.path.join(IOS, "project.yml")
    with open(path, encoding="utf-8") as f:
        spec = f.read()
    body = re.sub(r"#.*", "", spec)
    for needle, why in [
        (r'SWIFT_VERSION:\s*"6\.0"', "Swift 6 language mode (SWIFT_VERSION: \"6.0\")"),
        (r"ASSETCATALOG_COMPILER_APPICON_NAME:\s*AppIcon\b", "the app icon set (ASSETCATALOG_COMPILER_APPICON_NAME)"),
        (r"configFiles:\s*\n(\s+\w+:\s*Config/Signing\.xcconfig\s*\n){2}", "signing via Config/Signing.xcconfig"),
    ]:
        if not re.search(needle, body):
            problem(f"{rel(path)}: missing {why}")
    # The bundle's versions come from the build settings, so the next upload only bumps
    # MARKETING_VERSION / CURRENT_PROJECT_VERSION (XcodeGen otherwise writes "1.0" and "1").
    for key, setting, form in [("CFBundleShortVersionString", "MARKETING_VERSION", r"\d+(\.\d+){0,2}"),
                               ("CFBundleVersion", "CURRENT_PROJECT_VERSION", r"\d+(\.\d+){0,2}")]:
        if not re.search(rf'^\s+{key}:\s*"\$\({setting}\)"\s*$', body, re.M):
            problem(f"{rel(path)}: Info.plist {key} must be \"$({setting})\"")
        m = re.search(rf'^\s+{setting}:\s*"([^"]*)"\s*$', body, re.M)
        if not m or not re.fullmatch(form, m.group(1)):
            problem(f"{rel(path)}: the {setting} setting is missing or not a version ({m.group(1) if m else 'none'})")
    if re.search(r"DEVELOPMENT_TEAM", body):
        problem(f"{rel(path)}: the team ID belongs in Config/Signing.local.xcconfig, not in the spec")
    if not os.path.exists(os.path.join(IOS, "Config", "Signing.xcconfig")):
        problem("ios/Config/Signing.xcconfig is missing")
    for ignored in ("ios/LudoApp/Info.plist", "ios/Config/Signing.local.xcconfig"):
        r = subprocess.run(["git", "-C", ROOT, "check-ignore", "-q", ignored])
        if r.returncode != 0:
            problem(f"{ignored} is not ignored by git")


def check_metadata():
    base = os.path.join(IOS, "fastlane", "metadata")
    found = {d for d in os.listdir(base) if os.path.isdir(os.path.join(base, d))} if os.path.isdir(base) else set()
    found.discard("review_information")  # fastlane deliver's App Review contact, not a language
    if found != set(LOCALES):
        problem(f"fastlane metadata: locales {sorted(found)}, expected {sorted(LOCALES)}")
    for f in ("primary_category.txt", "primary_first_sub_category.txt", "copyright.txt"):
        if not os.path.isfile(os.path.join(base, f)):
            problem(f"fastlane metadata: {f} is missing")
    for loc, script in LOCALES.items():
        for name in list(LIMITS) + ["keywords.txt"]:
            path = os.path.join(base, loc, name)
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read().strip()
            except OSError:
                problem(f"fastlane metadata: {rel(path)} is missing")
                continue
            if not text:
                problem(f"fastlane metadata: {rel(path)} is empty")
            if name == "keywords.txt":
                if len(text.encode("utf-8")) > KEYWORD_BYTES:
                    problem(f"fastlane metadata: {rel(path)} has {len(text.encode())} bytes (limit {KEYWORD_BYTES})")
                if any(not k.strip() for k in text.split(",")):
                    problem(f"fastlane metadata: {rel(path)} has an empty keyword")
            elif len(text) > LIMITS[name]:
                problem(f"fastlane metadata: {rel(path)} has {len(text)} characters (limit {LIMITS[name]})")
            if script and name in ("name.txt", "description.txt"):
                lo, hi = script
                if not any(lo <= ord(c) <= hi for c in text):
                    problem(f"fastlane metadata: {rel(path)} is not written in the {loc} script")
        for name in URL_FILES:
            path = os.path.join(base, loc, name)
            url = read_text(path)
            if url is None:
                problem(f"fastlane metadata: {rel(path)} is missing (App Store Connect requires it)")
            elif not re.fullmatch(r"https://[^\s/]+\.[^\s/]+(/\S*)?", url):
                problem(f"fastlane metadata: {rel(path)} is not an https URL: {url!r}")
            else:
                placeholder(rel(path), url)
    check_review_information(base)
    check_age_rating()
    check_claims(base)


URL_FILES = ("support_url.txt", "privacy_url.txt")
REVIEW_FILES = ("first_name.txt", "last_name.txt", "phone_number.txt", "email_address.txt", "notes.txt")
# App Store Connect's age-rating attributes (ageRatingDeclarations): each content question
# answered NONE / INFREQUENT_OR_MILD / FREQUENT_OR_INTENSE, each yes/no question a boolean.
RATING_LEVELS = {"alcoholTobaccoOrDrugUseOrReferences", "contests", "gamblingSimulated", "gunsOrOtherWeapons",
                 "horrorOrFearThemes", "matureOrSuggestiveThemes", "medicalOrTreatmentInformation",
                 "profanityOrCrudeHumor", "sexualContentGraphicAndNudity", "sexualContentOrNudity",
                 "violenceCartoonOrFantasy", "violenceRealistic", "violenceRealisticProlongedGraphicOrSadistic"}
RATING_FLAGS = {"advertising", "gambling", "healthOrWellnessTopics", "lootBox", "messagingAndChat",
                "parentalControls", "unrestrictedWebAccess", "userGeneratedContent"}
# What the app is: no betting, no ads, no chat, no web, no purchases; the answers must say so.
RATING_MUST = {"gambling": False, "gamblingSimulated": "NONE", "advertising": False, "messagingAndChat": False,
               "unrestrictedWebAccess": False, "userGeneratedContent": False, "lootBox": False}
# Values that stand for "not decided yet": reported (to fill before a submission), not
# failures; LUDO_STORE_RELEASE=1 makes them failures.
PLACEHOLDER = re.compile(r"example\.(org|com|net)\b|FILL-IN|\+1?0{9,}")
to_fill = []


def read_text(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return None


def placeholder(where, text):
    if PLACEHOLDER.search(text):
        to_fill.append(f"{where}: {text.splitlines()[0]!r}")


def check_review_information(base):
    """fastlane deliver's review_information/: who App Review may contact, and notes."""
    d = os.path.join(base, "review_information")
    for name in REVIEW_FILES:
        path = os.path.join(d, name)
        text = read_text(path)
        if not text:
            problem(f"fastlane metadata: {rel(path)} is missing or empty (App Review contact)")
            continue
        if name == "email_address.txt" and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", text):
            problem(f"fastlane metadata: {rel(path)} is not an email address")
        if name == "phone_number.txt" and not re.fullmatch(r"\+[\d ]{8,}", text):
            problem(f"fastlane metadata: {rel(path)} is not a phone number with country code")
        placeholder(rel(path), text)
    for name in ("demo_user.txt", "demo_password.txt"):
        if read_text(os.path.join(d, name)):
            problem(f"fastlane metadata: review_information/{name} must be empty (the app has no accounts)")


def check_age_rating():
    path = os.path.join(IOS, "fastlane", "app_rating_config.json")
    deliverfile = read_text(os.path.join(IOS, "fastlane", "Deliverfile")) or ""
    if not re.search(r'^app_rating_config_path\s+"\./fastlane/app_rating_config\.json"', deliverfile, re.M):
        problem("ios/fastlane/Deliverfile: app_rating_config_path must name ./fastlane/app_rating_config.json")
    try:
        with open(path, encoding="utf-8") as f:
            answers = json.load(f)
    except (OSError, ValueError) as e:
        problem(f"age rating: {e}")
        return
    for key in sorted(RATING_LEVELS | RATING_FLAGS):
        if key not in answers:
            problem(f"age rating: {rel(path)} does not answer {key}")
    for key, value in sorted(answers.items()):
        if key in RATING_LEVELS and value not in ("NONE", "INFREQUENT_OR_MILD", "FREQUENT_OR_INTENSE"):
            problem(f"age rating: {key} = {value!r}")
        elif key in RATING_FLAGS and not isinstance(value, bool):
            problem(f"age rating: {key} must be true or false")
        elif key not in RATING_LEVELS | RATING_FLAGS:
            problem(f"age rating: unknown question {key}")
    for key, value in sorted(RATING_MUST.items()):
        if key in answers and answers[key] != value:
            problem(f"age rating: {key} must be {value!r} for this app, is {answers[key]!r}")


def cpu_level_words():
    """The core's CPU levels, weakest first (ai::Level::ALL), each with its words in en, hi, bn
    (`level-<name>` in core/locales/*.ftl)."""
    with open(os.path.join(ROOT, "core", "src", "ai", "mod.rs"), encoding="utf-8") as f:
        ai = f.read()
    m = re.search(r"pub const ALL: \[Level; \d+\] = \[([^\]]*)\]", ai)
    names = [n.lower() for n in re.findall(r"Level::(\w+)", m.group(1))] if m else []
    texts = {}
    for lang in ("en", "hi", "bn"):
        with open(os.path.join(ROOT, "core", "locales", f"{lang}.ftl"), encoding="utf-8") as f:
            texts[lang] = f.read()
    words = {}
    for n in names:
        found = [re.search(rf"^level-{n} = (.+)$", texts[lang], re.M) for lang in ("en", "hi", "bn")]
        if all(found):
            words[n] = {"en-US": found[0].group(1), "hi": found[1].group(1), "bn": found[2].group(1)}
    return names, words


# Claims the listing once made that the app does not keep (issue 34): VoiceOver labels only
# the tokens, the squares a move can reach, the die and the buttons, not every square.
REFUTED = {
    "en-US": [r"every square and token"],
    "hi": [r"हर खाने और मोहरे"],
    "bn": [r"প্রতিটি ঘর ও ঘুঁটি"],
}


def check_claims(base):
    """The listing says what the app does: the CPU's range names the core's weakest and
    strongest levels in each language, and no refuted claim is back."""
    names, words = cpu_level_words()
    if len(names) < 2 or set(names) - set(words):
        problem("store claims: could not read the CPU levels from core/src/ai/mod.rs and core/locales/*.ftl")
        return
    for loc in LOCALES:
        path = os.path.join(base, loc, "description.txt")
        text = read_text(path) or ""
        for end in (names[0], names[-1]):
            if words[end][loc] not in text:
                problem(f"store claims: {rel(path)} does not name the CPU level {end} "
                        f"({words[end][loc]!r}); the app offers {names[0]} to {names[-1]}")
        for claim in REFUTED[loc]:
            if re.search(claim, text):
                problem(f"store claims: {rel(path)} claims {claim!r}, which the app does not do")


# SwiftUI views and modifiers whose first argument is shown (or read by VoiceOver).
UI_CALLS = r"\b(Text|Button|Stepper|Toggle|Label|Picker|Section|DisclosureGroup|Link|Menu|navigationTitle|" \
           r"accessibilityLabel|accessibilityHint|accessibilityValue|alert|confirmationDialog)\(\s*\""


def literal_at(text, i):
    """The Swift string literal starting at text[i] == '"', with the parts inside \\( ... )
    interpolations removed, and the index after it."""
    out, j, n = [], i + 1, len(text)
    while j < n and text[j] != '"':
        if text.startswith("\\(", j):  # interpolation: skip to the matching parenthesis
            depth, j = 1, j + 2
            while j < n and depth:
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            continue
        if text[j] == "\\":
            j += 2
            continue
        out.append(text[j])
        j += 1
    return "".join(out), j + 1


def check_ui_texts():
    for src in swift_sources():
        if os.sep + "LudoApp" + os.sep not in src:
            continue
        with open(src, encoding="utf-8") as f:
            text = re.sub(r"//.*", "", f.read())
        for m in re.finditer(UI_CALLS, text):
            words, _ = literal_at(text, m.end() - 1)
            if re.search(r"[^\W\d_]", words):  # a letter of any script
                line = text.count("\n", 0, m.start()) + 1
                problem(f"{rel(src)}:{line}: hard-coded UI text {m.group(1)}(\"{words}\"); use a Localizer key")
        for m in re.finditer(r'"OK"|\)\s*(ms|s|sec|secs)\b[^"]*"', text):
            line = text.count("\n", 0, m.start()) + 1
            problem(f"{rel(src)}:{line}: hard-coded text {m.group(0)!r}; use a Localizer key")


def check_setup_lists():
    """The setup screen lists the core's presets (and its name for none), timers and exit faces (`setupChoices()`
    through SetupModel), never its own: Android and the terminal offer the same."""
    src = os.path.join(IOS, "LudoApp", "SetupView.swift")
    with open(src, encoding="utf-8") as f:
        text = re.sub(r"//.*", "", f.read())
    for need in ("SetupModel.presets", "SetupModel.timerOptions", "SetupModel.exitFaces", "SetupModel.customLabel"):
        if need not in text:
            problem(f"{rel(src)}: the setup screen does not list {need} (the core's list)")
    for own in (r"Preset\?\.some\(\.", r"UInt32\?\.some\(\d", r"\b1\s*\.\.[.<]\s*[67]\b", r"\[\s*\.standard\s*,"):
        m = re.search(own, text)
        if m:
            line = text.count("\n", 0, m.start()) + 1
            problem(f"{rel(src)}:{line}: a list of the app's own ({m.group(0)!r}); use the core's (SetupModel)")


# The app's own screens and sheets (struct name -> file): each scrolls (a ScrollView, a Form
# or a List), so nothing falls off the screen in landscape or at the largest text sizes
# (issue 34). The game screen itself is the core's scene, which fits its cards to the screen.
SCROLLING_SCREENS = {
    "HomeView": "HomeView.swift", "RulesView": "HomeView.swift", "SettingsView": "HomeView.swift",
    "SetupView": "SetupView.swift", "HouseRulesView": "SetupView.swift", "RecordsView": "RecordsView.swift",
    "ReplayView": "RecordsView.swift", "ReviewView": "ReviewView.swift", "MixDiceView": "MixDiceView.swift",
    "DiceStatsSheet": "GameView.swift",
}


def check_scrolling():
    for name, file in sorted(SCROLLING_SCREENS.items()):
        path = os.path.join(IOS, "LudoApp", file)
        with open(path, encoding="utf-8") as f:
            text = re.sub(r"//.*", "", f.read())
        m = re.search(rf"^struct {name}\b.*?(?=^struct |^#endif)", text, re.M | re.S)
        if not m:
            problem(f"{rel(path)}: screen {name} not found")
        elif not re.search(r"\b(ScrollView|Form|List)\s*[({]", m.group(0)):
            problem(f"{rel(path)}: {name} does not scroll (wrap it in a ScrollView, Form or List)")


def main():
    check_privacy()
    check_icon()
    check_project()
    check_sounds()
    check_metadata()
    check_ui_texts()
    check_setup_lists()
    check_scrolling()
    if to_fill:
        print(f"[check-app-files] {len(to_fill)} placeholder(s) to fill before a submission: " + "; ".join(to_fill),
              file=sys.stderr)
    if to_fill and os.environ.get("LUDO_STORE_RELEASE") == "1":
        problem(f"{len(to_fill)} placeholder(s) left (LUDO_STORE_RELEASE=1)")
    for p in problems:
        print(f"[check-app-files] FAIL: {p}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print("[check-app-files] ok: privacy manifest, app icon, project.yml, sounds, store listing (en-US, hi, bn), "
          "review contact, age rating, UI texts",
          file=sys.stderr)


if __name__ == "__main__":
    main()
