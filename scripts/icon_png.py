"""The pixels and the PNG file of the app's icons, shared by the scripts that draw them
(android/tools/store_icon.py: the 512 px store icon; ios/scripts/make_app_icon.py: the
1024 px App Store icon). Standard library only (zlib + struct).
"""
import os
import struct
import zlib


def supersample(colour_at, size, ss, origin, scale):
    """Rows of opaque RGB bytes, `size` x `size` pixels: each pixel the rounded mean of
    `ss` x `ss` samples of `colour_at(x, y)` (an (r, g, b) tuple), pixel (px, py) covering
    x from `origin + px * scale` to `origin + (px + 1) * scale` (y likewise)."""
    n = ss * ss
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            r = g = b = 0
            for sy in range(ss):
                for sx in range(ss):
                    c = colour_at(origin + (px + (sx + 0.5) / ss) * scale, origin + (py + (sy + 0.5) / ss) * scale)
                    r += c[0]
                    g += c[1]
                    b += c[2]
            row += bytes(((r + n // 2) // n, (g + n // 2) // n, (b + n // 2) // n))
        rows.append(bytes(row))
    return rows


def png(rows):
    """The PNG bytes of square `rows` (8-bit RGB, no alpha: the stores ask for opaque icons)."""
    size = len(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + r for r in rows)
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write(path, rows):
    """Writes `rows` as a PNG file at `path` (its folder made when missing) and says so."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(png(rows))
    print("wrote", os.path.normpath(path))
