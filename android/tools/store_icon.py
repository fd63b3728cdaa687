#!/usr/bin/env python3
"""Draws the store icon: fastlane/metadata/android/en-US/images/icon.png (512 x 512).

Google Play and F-Droid show a 512 x 512 PNG beside the listing; it is the launcher icon
as a launcher shows it: the adaptive icon's middle 72 dp of its 108 dp layers
(app/src/main/res/drawable/ic_launcher_background.xml: the four yards in the
Okabe-Ito colours split by the white track cross; ic_launcher_foreground.xml: a white
die showing three with a dark outline). The shapes below are those of the two vector
files, in their 108-unit viewport, so the store shows the icon the phone shows. Opaque
RGB, full bleed: the stores round the corners themselves. One file for every language
(fastlane falls back to en-US, F-Droid to the default locale).

Standard library only (scripts/icon_png.py), 4 x 4 supersampling. Run from anywhere:
    python3 android/tools/store_icon.py
"""
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import icon_png  # noqa: E402  (scripts/icon_png.py: supersampling and the PNG file)

SIZE = 512
SS = 4  # subsamples per axis
# The part of the 108-unit layers a launcher shows (the adaptive icon's 72 dp viewport).
VIEW_FROM, VIEW_SIZE = 18.0, 72.0

WHITE = (0xFF, 0xFF, 0xFF)
INK = (0x1A, 0x1A, 0x1A)
YARDS = [  # colour, left, top, right, bottom (ic_launcher_background.xml)
    ((0xF0, 0xE4, 0x42), 0, 0, 47, 47),
    ((0x00, 0x72, 0xB2), 61, 0, 108, 47),
    ((0x00, 0x9E, 0x73), 0, 61, 47, 108),
    ((0xD5, 0x5E, 0x00), 61, 61, 108, 108),
]
# The die (ic_launcher_foreground.xml): a 34-unit square with 5-unit corners, outlined with
# a 2-unit stroke centred on its edge, and three pips of radius 3.5 on the diagonal.
DIE = (37.0, 37.0, 71.0, 71.0)
DIE_RADIUS, DIE_STROKE = 5.0, 2.0
PIPS = [(46.0, 46.0), (54.0, 54.0), (62.0, 62.0)]
PIP_RADIUS = 3.5


def rounded_distance(x, y, box, r):
    """Signed distance from (x, y) to the rounded rectangle `box` with corner radius r
    (negative inside)."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    hx, hy = (right - left) / 2 - r, (bottom - top) / 2 - r
    dx, dy = abs(x - cx) - hx, abs(y - cy) - hy
    outside = (max(dx, 0.0) ** 2 + max(dy, 0.0) ** 2) ** 0.5
    return outside + min(max(dx, dy), 0.0) - r


def colour_at(x, y):
    """The colour at (x, y) in the layers' 108-unit viewport: foreground over background."""
    d = rounded_distance(x, y, DIE, DIE_RADIUS)
    if abs(d) <= DIE_STROKE / 2:
        return INK
    if d < 0:
        for px, py in PIPS:
            if (x - px) ** 2 + (y - py) ** 2 <= PIP_RADIUS ** 2:
                return INK
        return WHITE
    for colour, left, top, right, bottom in YARDS:
        if left <= x < right and top <= y < bottom:
            return colour
    return WHITE


def main():
    icon_png.write(os.path.join(ROOT, "fastlane", "metadata", "android", "en-US", "images", "icon.png"), icon_png.supersample(colour_at, SIZE, SS, VIEW_FROM, VIEW_SIZE / SIZE))


if __name__ == "__main__":
    main()
