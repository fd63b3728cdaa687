#!/usr/bin/env python3
"""Draws the app icon: ios/LudoApp/Assets.xcassets/AppIcon.appiconset/AppIcon-1024.png.

A stylised cross board on the 15 x 15 grid of docs/boards.md: the four bases in the
Okabe-Ito fills of the core's SVG (yellow top left, blue top right, red bottom right,
green bottom left), each with its owner symbol (circle, square, triangle, plus) in the
fill with a dark outline on a white yard, white arms, the coloured home columns and the four finish
triangles in the centre. 1024 x 1024, opaque RGB (App Store icons must not have an
alpha channel); iOS rounds the corners itself.

Standard library only (scripts/icon_png.py), 3 x 3 supersampling. Run from anywhere:
    python3 ios/scripts/make_app_icon.py
"""
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import icon_png  # noqa: E402  (scripts/icon_png.py: supersampling and the PNG file)

SIZE = 1024
SS = 3  # subsamples per axis
GRID = 15

WHITE = (0xFF, 0xFF, 0xFF)
LINE = (0x1A, 0x1A, 0x1A)
FILL = {"Y": (0xF0, 0xE4, 0x42), "B": (0x00, 0x72, 0xB2), "R": (0xD5, 0x5E, 0x00), "G": (0x00, 0x9E, 0x73)}
# Base yards: (colour, left column, top row), 6 x 6 cells each.
BASES = [("Y", 0, 0), ("B", 9, 0), ("R", 9, 9), ("G", 0, 9)]


def symbol(colour, u, v, stroke):
    """Whether (u, v), relative to the base centre in cells, is on the owner symbol
    drawn with a line `stroke` cells wide."""
    if colour == "Y":  # circle ring
        r = (u * u + v * v) ** 0.5
        return abs(r - 1.7) <= stroke / 2
    if colour == "B":  # square outline
        m = max(abs(u), abs(v))
        return abs(m - 1.55) <= stroke / 2
    if colour == "R":  # triangle outline, apex up: a band around the inradius
        d = max(v, -0.866 * u - 0.5 * v, 0.866 * u - 0.5 * v)
        return abs(d - 1.05) <= stroke / 2
    if colour == "G":  # plus; the arms grow with the stroke so the outline goes round the ends
        w, arm = stroke * 0.75, 1.9 + (stroke - 0.62) * 0.75
        return (abs(u) <= w and abs(v) <= arm) or (abs(v) <= w and abs(u) <= arm)
    return False


def colour_at(x, y):
    """The colour at grid coordinates (x, y), 0..15 on both axes."""
    for c, left, top in BASES:
        if left <= x < left + 6 and top <= y < top + 6:
            u, v = x - (left + 3), y - (top + 3)
            inner = abs(u) <= 2.3 and abs(v) <= 2.3  # white yard inside the coloured frame
            # The symbol in the owner's fill with a dark outline (yellow alone is faint on white).
            if symbol(c, u, v, 0.62):
                return FILL[c] if symbol(c, u, v, 0.42) else LINE
            return WHITE if inner else FILL[c]
    if 6 <= x < 9 and 6 <= y < 9:  # centre: four finish triangles meeting in the middle
        u, v = x - 7.5, y - 7.5
        if abs(u) >= abs(v):
            return FILL["Y"] if u < 0 else FILL["R"]
        return FILL["B"] if v < 0 else FILL["G"]
    # Home columns: the middle row/column of each arm, five cells next to the centre.
    if 7 <= y < 8 and 1 <= x < 6:
        return FILL["Y"]
    if 7 <= x < 8 and 1 <= y < 6:
        return FILL["B"]
    if 7 <= y < 8 and 9 <= x < 14:
        return FILL["R"]
    if 7 <= x < 8 and 9 <= y < 14:
        return FILL["G"]
    # Thin grid lines on the arms (every cell border).
    fx, fy = x - int(x), y - int(y)
    w = 0.05
    if fx < w or fx > 1 - w or fy < w or fy > 1 - w:
        return LINE
    return WHITE


def main():
    icon_png.write(os.path.join(ROOT, "ios", "LudoApp", "Assets.xcassets", "AppIcon.appiconset", "AppIcon-1024.png"), icon_png.supersample(colour_at, SIZE, SS, 0.0, GRID / SIZE))


if __name__ == "__main__":
    main()
