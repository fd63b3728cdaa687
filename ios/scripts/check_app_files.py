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
 * ios/fastlane/metadata: the store listing in en-US, hi and bn (fastlane deliver's folder
   names), each text within App Store Connect's limits, Hindi in Devanagari, Bengali in
   Bengali script.
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


def main():
    check_privacy()
    check_icon()
    check_project()
    check_sounds()
    check_metadata()
    check_ui_texts()
    check_setup_lists()
    for p in problems:
        print(f"[check-app-files] FAIL: {p}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print("[check-app-files] ok: privacy manifest, app icon, project.yml, sounds, store listing (en-US, hi, bn), UI texts",
          file=sys.stderr)


if __name__ == "__main__":
    main()
