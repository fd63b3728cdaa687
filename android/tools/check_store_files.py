#!/usr/bin/env python3
"""Checks what the Android release needs beside the code (run by scripts/test-android-release.sh).

Gradle cannot run on the CI machine (no Android Gradle plugin there), so the build files
are checked by reading them:

* signing: the release build type never signs with the debug key; it takes the "release"
  signing config, whose values come from LUDO_KEYSTORE_* environment variables or the
  git-ignored android/keystore.properties (app/build.gradle.kts: ReleaseSigning);
* backup: android:allowBackup with android:fullBackupContent (Android 11 and older) and
  android:dataExtractionRules (12 and newer, cloud backup and device transfer) whose rules,
  applied as Android applies them, keep the game and lesson saves, their backups, the games
  set aside, the records database and its write-ahead log, and the settings (the core's
  game store in filesDir, the folder and the settings' name read from MainActivity.kt);
* store listing (fastlane/metadata/android at the repository root, where F-Droid reads it):
  every language has a title, a short and a full description within the stores' limits and
  a changelog for the current versionCode (changelogs/<versionCode>.txt, at most 500
  characters); the icon images/icon.png is a 512 x 512 PNG (en-US, shared by all);
* Gradle wrapper: gradlew, the official gradle-wrapper.jar of the wrapper's version and a
  distribution pinned by distributionSha256Sum.

`--self-test` breaks a copy of the files in each of those ways and fails unless the check
refuses every broken copy.
"""
import hashlib
import os
import re
import shutil
import struct
import sys
import tempfile
import xml.etree.ElementTree as ET

ANDROID_NS = "{http://schemas.android.com/apk/res/android}"
LOCALES = ("en-US", "hi-IN", "bn-BD")
LIMITS = {"title.txt": 30, "short_description.txt": 80, "full_description.txt": 4000}
CHANGELOG_LIMIT = 500  # F-Droid and Google Play: "What's new" per release
# gradle-wrapper.jar of Gradle 8.14 to 8.14.5 (one jar for all): the checksum Gradle publishes
# (services.gradle.org/distributions/gradle-8.14.3-wrapper.jar.sha256; also in gradle/actions'
# sources/src/wrapper-validation/wrapper-checksums.json).
WRAPPER_JARS = {"8.14": "7d3a4ac4de1c32b59bc6a4eb8ecb8e612ccd0cf1ae1e99f66902da64df296172"}

BUILD = "android/app/build.gradle.kts"
MANIFEST = "android/app/src/main/AndroidManifest.xml"
RES_XML = "android/app/src/main/res/xml"
ACTIVITY = "android/app/src/main/kotlin/app/ludo/android/MainActivity.kt"
GITIGNORE = "android/.gitignore"
WRAPPER = "android/gradle/wrapper"
GRADLEW = "android/gradlew"
LISTING = "fastlane/metadata/android"


def read(root, rel):
    path = os.path.join(root, rel)
    return open(path, encoding="utf-8").read() if os.path.isfile(path) else None


def block(text, start):
    """The text between the brace opened at or after `start` and its match."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[i + 1:j]
    return text[i + 1:]


def check_signing(root, bad):
    gradle = read(root, BUILD)
    if gradle is None:
        return bad.append(f"{BUILD} is missing")
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", gradle, flags=re.S)  # comments say "debug key" freely
    if re.search(r'signingConfigs\s*(\.\s*(getByName|findByName|named)\s*\(\s*|\[\s*)"debug"', code):
        bad.append(f"{BUILD}: a build type uses the debug signing config")
    m = re.search(r"buildTypes\s*\{", code)
    release = None
    if m:
        types = block(code, m.start())
        r = re.search(r'(\brelease\b|getByName\s*\(\s*"release"\s*\))\s*\{', types)
        release = block(types, r.start()) if r else None
    if release is None:
        return bad.append(f"{BUILD}: no release build type")
    assign = re.findall(r"\bsigningConfig\s*=\s*([^\n]+)", release)
    if not assign or any('"release"' not in a for a in assign):
        bad.append(f"{BUILD}: the release build type must take the \"release\" signing config (found {assign})")
    for key in ("LUDO_KEYSTORE_FILE", "LUDO_KEYSTORE_PASSWORD", "LUDO_KEY_ALIAS", "LUDO_KEY_PASSWORD", "keystore.properties"):
        if key not in code:
            bad.append(f"{BUILD}: the release key is not read from {key}")
    ignore = (read(root, GITIGNORE) or "").split()
    if "keystore.properties" not in ignore:
        bad.append(f"{GITIGNORE}: keystore.properties is not ignored")


def kept_files(root, bad):
    """(domain, path) of every file the player would miss: the core's game store in the folder
    MainActivity opens it in (filesDir, domain "file") and the settings MainActivity names."""
    src = read(root, ACTIVITY) or ""
    store = re.search(r'SaveStore\(filesDir\b', src)
    prefs = re.search(r'PREFS\s*=\s*"([^"]+)"', src)
    if not store or not prefs:
        bad.append(f"{ACTIVITY}: cannot find the game store in filesDir (SaveStore(filesDir, ...)) or PREFS")
        return []
    # The core's game store (docs/save-format.md, "The data directory"): the game and the
    # lesson with their backups, a game set aside with its backup, a damaged save kept, the
    # shell's files, the records database (LudoStore.recordsPath) with its write-ahead log.
    files = ["current.json", "current.json.bak", "tutorial.json", "tutorial.json.bak",
             "abandoned/1.json", "abandoned/1.json.bak", "finished/game-1-1.json",
             "current.json.damaged", "settings.json", "setup.json", "records.db", "records.db-wal"]
    return [("file", f) for f in files] + [("sharedpref", prefs.group(1) + ".xml")]


def matches(rule, domain, path):
    if rule.get("domain") != domain:
        return False
    p = rule.get("path", ".").strip("/")
    return p in (".", "") or path == p or path.startswith(p + "/")


def kept_by(rules, domain, path):
    """Whether Android's rules (one <full-backup-content> or <cloud-backup>/<device-transfer>)
    keep the file: with no <include> everything is in; excludes win over includes."""
    includes = [r for r in rules if r.tag == "include"]
    excludes = [r for r in rules if r.tag == "exclude"]
    if includes and not any(matches(r, domain, path) for r in includes):
        return False
    return not any(matches(r, domain, path) for r in excludes)


def check_backup(root, bad):
    text = read(root, MANIFEST)
    if text is None:
        return bad.append(f"{MANIFEST} is missing")
    app = ET.fromstring(text).find("application")
    if app.get(ANDROID_NS + "allowBackup") != "true":
        bad.append(f"{MANIFEST}: android:allowBackup is not true")
    files = kept_files(root, bad)
    for attr, top, sections in (
        ("fullBackupContent", "full-backup-content", None),
        ("dataExtractionRules", "data-extraction-rules", ("cloud-backup", "device-transfer")),
    ):
        ref = app.get(ANDROID_NS + attr) or ""
        if not ref.startswith("@xml/"):
            bad.append(f"{MANIFEST}: android:{attr} does not name an XML resource ({ref!r})")
            continue
        rel = f"{RES_XML}/{ref[5:]}.xml"
        body = read(root, rel)
        if body is None:
            bad.append(f"{rel} (android:{attr}) is missing")
            continue
        doc = ET.fromstring(body)
        if doc.tag != top:
            bad.append(f"{rel}: root element <{doc.tag}>, expected <{top}>")
            continue
        for name in sections or (None,):
            rules = doc if name is None else doc.find(name)
            where = rel if name is None else f"{rel} <{name}>"
            if rules is None:
                bad.append(f"{where} is missing")
                continue
            lost = [f"{d}:{p}" for d, p in files if not kept_by(list(rules), d, p)]
            if lost:
                bad.append(f"{where} leaves out {', '.join(lost)}")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def check_listing(root, bad):
    gradle = read(root, BUILD) or ""
    vc = re.search(r"\bversionCode\s*=\s*(\d+)", gradle)
    if not vc:
        return bad.append(f"{BUILD}: no versionCode")
    base = os.path.join(root, LISTING)
    if not os.path.isdir(base):
        return bad.append(f"{LISTING} is missing (F-Droid reads the listing there)")
    langs = set(LOCALES) | {d for d in os.listdir(base) if os.path.isdir(os.path.join(base, d))}
    for lang in sorted(langs):
        for name, limit in LIMITS.items():
            text = (read(root, f"{LISTING}/{lang}/{name}") or "").rstrip("\n")
            if not text or len(text) > limit:
                bad.append(f"{LISTING}/{lang}/{name}: {len(text)} characters (1..{limit})")
        rel = f"{LISTING}/{lang}/changelogs/{vc.group(1)}.txt"
        text = (read(root, rel) or "").strip()
        if not text or len(text) > CHANGELOG_LIMIT:
            bad.append(f"{rel}: {len(text)} characters (1..{CHANGELOG_LIMIT}; versionCode {vc.group(1)})")
        icon = os.path.join(base, lang, "images", "icon.png")
        if lang == "en-US" or os.path.exists(icon):
            size = png_size(icon) if os.path.isfile(icon) else None
            if size != (512, 512):
                bad.append(f"{LISTING}/{lang}/images/icon.png: {size or 'not a PNG'}, expected 512 x 512")


def check_wrapper(root, bad):
    props = read(root, f"{WRAPPER}/gradle-wrapper.properties") or ""
    url = re.search(r"distributionUrl=.*gradle-(\d+\.\d+)(\.\d+)?-(bin|all)\.zip", props)
    if not url:
        return bad.append(f"{WRAPPER}/gradle-wrapper.properties: no distributionUrl")
    if not re.search(r"^distributionSha256Sum=[0-9a-f]{64}$", props, re.M):
        bad.append(f"{WRAPPER}/gradle-wrapper.properties: no distributionSha256Sum")
    jar = os.path.join(root, WRAPPER, "gradle-wrapper.jar")
    want = WRAPPER_JARS.get(url.group(1))
    got = hashlib.sha256(open(jar, "rb").read()).hexdigest() if os.path.isfile(jar) else None
    if got is None or got != want:
        bad.append(f"{WRAPPER}/gradle-wrapper.jar: sha256 {got}, expected Gradle {url.group(1)}'s {want}")
    gradlew = os.path.join(root, GRADLEW)
    if not (os.path.isfile(gradlew) and os.access(gradlew, os.X_OK)):
        bad.append(f"{GRADLEW} is missing or not executable")


def check(root):
    bad = []
    for c in (check_signing, check_backup, check_listing, check_wrapper):
        c(root, bad)
    return bad


def self_test(root):
    """Each broken copy must be refused; the intact copy must pass."""
    def edit(rel, old, new):
        def apply(tmp):
            path = os.path.join(tmp, rel)
            text = open(path, encoding="utf-8").read()
            assert old in text, f"self-test: {old!r} not in {rel}"
            open(path, "w", encoding="utf-8").write(text.replace(old, new))
        return apply

    def remove(rel):
        return lambda tmp: os.remove(os.path.join(tmp, rel))

    def shrink_icon(tmp):
        path = os.path.join(tmp, LISTING, "en-US/images/icon.png")
        data = bytearray(open(path, "rb").read())
        data[16:24] = struct.pack(">II", 511, 511)
        open(path, "wb").write(bytes(data))

    cases = {
        "release signed with the debug key": edit(BUILD, 'signingConfig = signingConfigs.findByName("release")',
                                                  'signingConfig = signingConfigs.getByName("debug")'),
        "backup off": edit(MANIFEST, 'android:allowBackup="true"', 'android:allowBackup="false"'),
        "no data extraction rules": remove(f"{RES_XML}/data_extraction_rules.xml"),
        "records left out of the cloud backup": edit(f"{RES_XML}/data_extraction_rules.xml",
                                                     '<exclude domain="file" path="records.db-shm" />',
                                                     '<exclude domain="file" path="records.db" />'),
        "saves left out before Android 12": edit(f"{RES_XML}/backup_rules.xml", '<include domain="file" path="." />',
                                                 '<include domain="file" path="tutorial.json" />'),
        "settings left out of device transfer": edit(f"{RES_XML}/data_extraction_rules.xml",
                                                     '</device-transfer>', '<exclude domain="sharedpref" path="ludo.xml" /></device-transfer>'),
        "a changelog missing": remove(f"{LISTING}/hi-IN/changelogs/1.txt"),
        "versionCode without changelogs": edit(BUILD, "versionCode = 1", "versionCode = 2"),
        "icon not 512 x 512": shrink_icon,
        "no wrapper checksum": edit(f"{WRAPPER}/gradle-wrapper.properties", "distributionSha256Sum=", "#distributionSha256Sum="),
    }
    files = [BUILD, MANIFEST, ACTIVITY, GITIGNORE, GRADLEW, f"{WRAPPER}/gradle-wrapper.properties",
             f"{WRAPPER}/gradle-wrapper.jar"]
    files += [f"{RES_XML}/{f}" for f in os.listdir(os.path.join(root, RES_XML))]
    for lang in os.listdir(os.path.join(root, LISTING)):
        for dirpath, _, names in os.walk(os.path.join(root, LISTING, lang)):
            for n in names:
                rel = os.path.relpath(os.path.join(dirpath, n), root)
                if not n.endswith(".png") or n == "icon.png":
                    files.append(rel)
    failures = []
    for name, breaks in [("intact", None)] + list(cases.items()):
        with tempfile.TemporaryDirectory() as tmp:
            for rel in files:
                os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
                shutil.copy2(os.path.join(root, rel), os.path.join(tmp, rel))
            if breaks:
                breaks(tmp)
            found = check(tmp)
            if breaks is None and found:
                failures.append(f"the intact copy was refused: {found}")
            elif breaks is not None and not found:
                failures.append(f"not refused: {name}")
    return failures, len(cases)


def main():
    root = os.path.abspath(sys.argv[-1] if len(sys.argv) > 1 and not sys.argv[-1].startswith("--") else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    bad = check(root)
    if bad:
        sys.exit("release files:\n  " + "\n  ".join(bad))
    print("release files: release key never the debug key; backup keeps saves, records and settings "
          f"(up to Android 11 and from 12); listing, changelogs and 512 px icon in {', '.join(LOCALES)}; Gradle wrapper pinned")
    if "--self-test" in sys.argv:
        failures, n = self_test(root)
        if failures:
            sys.exit("release files self-test:\n  " + "\n  ".join(failures))
        print(f"release files: each of {n} broken copies refused")


if __name__ == "__main__":
    main()
