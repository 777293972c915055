#!/usr/bin/env python3
"""Checks a theme against the contrast floor of src/tui/theme/colour/contrast_tests.rs,
and searches for colours that meet it.

    scripts/theme-contrast.py check [THEME.toml ...]
        every shortfall (theme, depth, kind, pair, measured < floor), and the worst of
        each kind; all the built-in themes when no file is named; exits 1 on any shortfall
    scripts/theme-contrast.py search THEME.toml [--keep KEY]... [--free KEY]...
                                                [--seed N] [--rounds N]
        the theme's colours moved the least that meets the floor, as lines to paste into
        the file, and what is still short

The Rust test is the authority; this is its criterion written again in Python, so that a
theme author can try colours without compiling. Both measure each theme as written (24-bit)
and brought down to xterm's 256 colours (the nearest by CIEDE2000, as
src/tui/theme/colour/depth.rs does), so the search has the quantisation in its loop: it
picks each colour from xterm's palette (which 256 colours show as it is) or keeps the
theme's own, one key at a time (coordinate descent from the theme as it is, then two keys
at a time where one cannot meet a floor alone, then from random moves), minimising the
shortfalls first and then how far the colours moved from the theme's (CIEDE2000), so that
a theme keeps its character: a grey stays grey and a colour turns at most HUE_SPREAD
degrees of hue (`--free KEY` lifts that; a jigsaw's tints are free), `--keep KEY` holds a
colour as it is; the background and the status bar are always kept. It is a local search:
it can stop a little short (it prints what is), and a last step by hand with `check`
usually closes it. A theme file is read over the dark theme, as nonet reads it; a named
colour (`red`, an index below 16) is measured as xterm shows it by default, and at 256
colours brought down like the rest (nonet leaves it to the terminal: a small difference).
"""

import math
import random
import sys
import tomllib
from pathlib import Path

# --- colour maths, as src/tui/theme/colour/mod.rs ---------------------------------------


def linear(c):
    c = c / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    r, g, b = (linear(x) for x in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def lab(rgb):
    r, g, b = (linear(x) for x in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(p, q):
    (l1, a1_, b1), (l2, a2_, b2) = p, q
    c_bar = (math.hypot(a1_, b1) + math.hypot(a2_, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1, a2 = (1 + g) * a1_, (1 + g) * a2_
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)

    def hue(a, b):
        return 0.0 if a == 0 and b == 0 else math.degrees(math.atan2(b, a)) % 360

    h1, h2 = hue(a1, b1), hue(a2, b2)
    dl, dc = l2 - l1, c2 - c1
    if c1 * c2 == 0:
        dh = 0.0
    elif abs(h2 - h1) <= 180:
        dh = h2 - h1
    elif h2 - h1 > 180:
        dh = h2 - h1 - 360
    else:
        dh = h2 - h1 + 360
    dh_big = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_bar, c_bar2 = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_bar = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_bar = (h1 + h2) / 2
    elif h1 + h2 < 360:
        h_bar = (h1 + h2 + 360) / 2
    else:
        h_bar = (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(c_bar2**7 / (c_bar2**7 + 25**7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc = 1 + 0.045 * c_bar2
    sh = 1 + 0.015 * c_bar2 * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    l, c, h = dl / sl, dc / sc, dh_big / sh
    return math.sqrt(l * l + c * c + h * h + rt * c * h)


_DE = {}
_W = {}
_LAB = {}


def delta_e(x, y):
    key = (x, y) if x <= y else (y, x)
    v = _DE.get(key)
    if v is None:
        for c in key:
            if c not in _LAB:
                _LAB[c] = lab(c)
        v = _DE[key] = ciede2000(_LAB[key[0]], _LAB[key[1]])
    return v


def contrast(x, y):
    key = (x, y) if x <= y else (y, x)
    v = _W.get(key)
    if v is None:
        a, b = luminance(x), luminance(y)
        v = _W[key] = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    return v


CUBE = [0, 95, 135, 175, 215, 255]


def indexed(i):
    if 16 <= i <= 231:
        n = i - 16
        return (CUBE[n // 36], CUBE[n // 6 % 6], CUBE[n % 6])
    v = 8 + 10 * (i - 232)
    return (v, v, v)


PALETTE = [indexed(i) for i in range(16, 256)]
_NEAR = {}


def to_256(rgb):
    """The nearest of xterm's indices 16-255 by CIEDE2000, the first of equals."""
    v = _NEAR.get(rgb)
    if v is None:
        best, at = math.inf, None
        for c in PALETTE:
            d = delta_e(rgb, c)
            if d < best:
                best, at = d, c
        v = _NEAR[rgb] = at
    return v


# xterm's default colours for the 16 ANSI slots, by the names a theme may use for them.
ANSI = [
    (0x00, 0x00, 0x00), (0xcd, 0x00, 0x00), (0x00, 0xcd, 0x00), (0xcd, 0xcd, 0x00),
    (0x00, 0x00, 0xee), (0xcd, 0x00, 0xcd), (0x00, 0xcd, 0xcd), (0xe5, 0xe5, 0xe5),
    (0x7f, 0x7f, 0x7f), (0xff, 0x00, 0x00), (0x00, 0xff, 0x00), (0xff, 0xff, 0x00),
    (0x5c, 0x5c, 0xff), (0xff, 0x00, 0xff), (0x00, 0xff, 0xff), (0xff, 0xff, 0xff),
]  # fmt: skip
ANSI_NAMES = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "gray",
    "darkgray", "lightred", "lightgreen", "lightyellow", "lightblue", "lightmagenta",
    "lightcyan", "white",
]  # fmt: skip


def hex_rgb(s):
    """A theme's colour: "#rrggbb", an index 0-255, or one of the 16 names."""
    s = s.strip()
    if s.startswith("#") and len(s) == 7:
        return (int(s[1:3], 16), int(s[3:5], 16), int(s[5:7], 16))
    if s.isdigit() and int(s) < 256:
        return ANSI[int(s)] if int(s) < 16 else indexed(int(s))
    name = s.lower().replace("-", "").replace("_", "").replace(" ", "")
    name = {"grey": "gray", "darkgrey": "darkgray", "silver": "gray"}.get(name, name)
    if name in ANSI_NAMES:
        return ANSI[ANSI_NAMES.index(name)]
    raise ValueError(f"{s!r} is not a colour (a name, \"#rrggbb\" or 0-255)")


def rgb_hex(c):
    return "#%02x%02x%02x" % c


# --- the criterion, as contrast_tests.rs ----------------------------------------------------

APART = 20.0  # highlights from the plain background and from one another
ON_TINT = 15.0  # highlights from a jigsaw's tints
TINTS_APART = 10.0  # a jigsaw's neighbouring tints
TEXT = 4.5  # every digit, mark and letter on its background (WCAG AA)
GRAPHIC = 3.0  # walls and the hint's outline (WCAG graphics)
LINE = 1.5  # the light line between rows of cells
SIDE = 20.0  # colours side by side in one cell
HEAT_STEPS = 5  # the weights view's heat map, from its lowest to its highest weight
HEAT_APART = 10.0  # its neighbouring steps

PLAYER = ["house_bg", "cursor_bg", "same_digit_bg", "paint_1", "paint_2", "paint_3", "paint_4"]
SEARCH = ["house_bg", "cursor_bg", "same_digit_bg", "branch_bg"]
HINT = ["hint_house_bg", "hint_cell_bg", "cursor_bg"]
DIGITS = ["given", "entry", "clash", "error", "pencil"]
HINT_MARKS = ["hint_pattern", "hint_elim", "hint_place", "chain_strong", "chain_weak"]
CANDIDATES = ["pencil"] + HINT_MARKS
TINTS = [f"regions[{i}]" for i in range(4)]
BASES = ["background"] + TINTS
ALL_BG = BASES + PLAYER[:1] + PLAYER[1:] + ["hint_house_bg", "hint_cell_bg", "branch_bg"]
HINT_BG = BASES + HINT


def heat_key(k):
    return f"heat[{k}]"


def heat(colours, k, depth):
    """Step `k` of the heat map: mixed in sRGB from its ends as the terminal shows them
    (already brought down), then brought down (Theme::heat)."""
    lo, hi = colours["heat_low"], colours["heat_high"]
    t = k / (HEAT_STEPS - 1)
    c = tuple(int(math.floor(a + (b - a) * t + 0.5)) for a, b in zip(lo, hi))
    return to_256(c) if depth == 256 else c


def constraints():
    """(kind, a, b, floor, measure) for every pair; measure(colours) with colours at a depth."""
    out = []
    seen = set()

    def de(kind, a, b, floor):
        out.append((kind, a, b, floor, "de"))

    def w(kind, fg, bg, floor):
        out.append((kind, fg, bg, floor, "w"))

    for base in BASES:
        for layer in (PLAYER, SEARCH, HINT):
            group = [base] + layer
            for i, x in enumerate(group):
                for y in group[i + 1 :]:
                    if (x, y) not in seen and (y, x) not in seen:
                        seen.add((x, y))
                        floor = ON_TINT if x in TINTS else APART
                        de("backgrounds ΔE", x, y, floor)
    for i, x in enumerate(TINTS):
        for y in TINTS[i + 1 :]:
            de("tints ΔE", x, y, TINTS_APART)
    for x in ["hint_house_bg", "hint_cell_bg"]:
        for y in ["house_bg", "same_digit_bg"]:
            de("hint vs player ΔE", x, y, APART)
    for bg in ALL_BG:
        for fg in DIGITS:
            w("digit contrast", fg, bg, TEXT)
    for bg in HINT_BG:
        for fg in HINT_MARKS:
            w("hint mark contrast", fg, bg, TEXT)
    w("lit mark contrast", "accent", "same_digit_bg", TEXT)
    for bg in BASES + SEARCH:
        w("search fill contrast", "dim", bg, TEXT)
    for i in range(9):
        r = f"regions[{i}]"
        de("region mode ΔE", r, "cursor_bg", APART)
        for fg in ["given", "entry", "error", "dim"]:
            w("region mode contrast", fg, r, TEXT)
        w("wall contrast", "region_line", r, GRAPHIC)
    w("region mode contrast", "dim", "cursor_bg", TEXT)
    for k in range(HEAT_STEPS):
        h = heat_key(k)
        w("weights contrast", "text", h, TEXT)
        de("weights cursor ΔE", "cursor_bg", h, APART)
        if k:
            de("heat steps ΔE", heat_key(k - 1), h, HEAT_APART)
    w("weights contrast", "text", "cursor_bg", TEXT)
    for fg, bg in [("text", "background"), ("accent", "background"), ("status_fg", "status_bg")]:
        w("text contrast", fg, bg, TEXT)
    for i, x in enumerate(CANDIDATES):
        for y in CANDIDATES[i + 1 :]:
            de("digits ΔE", x, y, SIDE)
    for x, y in [
        ("given", "entry"),
        ("clash", "entry"),
        ("clash", "given"),
        ("pencil", "entry"),
        ("error", "entry"),
        ("accent", "pencil"),
        ("dim", "given"),
        ("dim", "entry"),
        ("dim", "clash"),
    ]:
        de("digits ΔE", x, y, SIDE)
    # grid_lines
    for bg in HINT_BG:
        w("outline contrast", "hint_pattern", bg, GRAPHIC)
    for wall in ["region_line", "line"]:
        de("outline ΔE", "hint_pattern", wall, SIDE)
    for bg in ALL_BG:
        w("wall contrast", "region_line", bg, GRAPHIC)
    w("wall contrast", "region_line", "background", GRAPHIC)
    for bg in BASES:
        w("line contrast", "line", bg, LINE)
    de("wall ΔE", "line", "region_line", SIDE)
    for node in HINT_MARKS:
        for bg in HINT_BG:
            de("reversed node ΔE", node, bg, APART)
    return out


CONSTRAINTS = constraints()


def at_depth(colours, depth):
    c = {k: (to_256(v) if depth == 256 else v) for k, v in colours.items()}
    for k in range(HEAT_STEPS):
        c[heat_key(k)] = heat(c, k, depth)
    return c


def value(c, con):
    kind, a, b, floor, how = con
    return delta_e(c[a], c[b]) if how == "de" else contrast(c[a], c[b])


def measures(colours):
    for depth in (24, 256):
        c = at_depth(colours, depth)
        for con in CONSTRAINTS:
            yield depth, con, value(c, con)


# --- themes -----------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def read_theme(path):
    colours = {}
    for p in [ROOT / "themes/dark.toml", Path(path)]:
        for k, v in tomllib.loads(p.read_text()).items():
            if k == "regions":
                for i, x in enumerate(v):
                    colours[f"regions[{i}]"] = hex_rgb(x)
            else:
                colours[k] = hex_rgb(v)
    return colours


def check(paths):
    bad = 0
    for p in paths:
        colours = read_theme(p)
        worst = {}
        for depth, con, v in measures(colours):
            kind, a, b, floor, _ = con
            if v < floor:
                bad += 1
                print(f"{Path(p).stem} ({depth}): {kind} {a} / {b} = {v:.2f} < {floor}")
            key = (depth, kind)
            if key not in worst or v / floor < worst[key][0]:
                worst[key] = (v / floor, a, b, v, floor)
        for (depth, kind), (_, a, b, v, floor) in sorted(worst.items()):
            print(f"  {Path(p).stem} ({depth}) worst {kind}: {v:.2f} ({a} on {b}; at least {floor})")
    print(f"{bad} shortfalls")
    return bad


# --- the search -------------------------------------------------------------------------------

FIXED = {"background", "status_bg", "status_fg"}
# A checked wrong entry is flagged in the clash colour: the search moves them together.
TIED = {"error": "clash"}


HUE_SPREAD = 40  # degrees of CIELAB hue a colour may turn in the search
PAIR_CHOICES = 30  # each key's best colours tried in pairs


def search(path, keep, free, seed, rounds):
    rng = random.Random(seed)
    original = read_theme(path)
    keys = [k for k in original if k not in FIXED and k not in keep and k not in TIED]
    by_key = {k: [] for k in original}
    for i, con in enumerate(CONSTRAINTS):
        for x in con[1:3]:
            if x.startswith("heat["):
                by_key["heat_low"].append(i)
                by_key["heat_high"].append(i)
            elif i not in by_key[x]:
                by_key[x].append(i)

    def shortfall(colours, idx):
        s = 0.0
        for depth in (24, 256):
            c = at_depth(colours, depth)
            for i in idx:
                con = CONSTRAINTS[i]
                v = value(c, con)
                if v < con[3]:
                    s += (con[3] - v) / con[3]
        return s

    def moved(k, col):
        return delta_e(col, original[k])

    for tied, to in TIED.items():
        by_key[to] = sorted(set(by_key[to]) | set(by_key[tied]))

    def cost(colours, k):
        for tied, to in TIED.items():
            colours[tied] = colours[to]
        return 1000 * shortfall(colours, by_key[k]) + moved(k, colours[k])

    def lch(c):
        lightness, a, b = lab(c)
        return lightness, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360

    def alike(k, cand):
        """A colour of the same kind as the theme's: grey for a grey, else of its hue; a
        jigsaw's tints of any hue (four greys 10 apart leave no room for the highlights)."""
        if k in free or k in TINTS:
            return True
        _, c0, h0 = lch(original[k])
        _, c1, h1 = lch(cand)
        if c0 < 10:
            return c1 < 12
        return c1 >= 10 and min(abs(h1 - h0), 360 - abs(h1 - h0)) <= HUE_SPREAD

    choices = {k: [c for c in PALETTE if alike(k, c)] + [original[k]] for k in keys}

    def descend(colours):
        improved = True
        while improved:
            improved = False
            for k in rng.sample(keys, len(keys)):
                best, best_cost = colours[k], cost(colours, k)
                for cand in choices[k]:
                    colours[k] = cand
                    c = cost(colours, k)
                    if c < best_cost - 1e-9:
                        best, best_cost, improved = cand, c, True
                colours[k] = best
                cost(colours, k)  # ties the tied keys to the choice
        return colours

    def total(colours):
        return 1000 * shortfall(colours, range(len(CONSTRAINTS))) + sum(
            moved(k, colours[k]) for k in keys
        )

    start = dict(original)
    for tied, to in TIED.items():
        start[tied] = start[to]
    def variable(x):
        if x.startswith("heat["):
            return ["heat_low", "heat_high"]
        x = TIED.get(x, x)
        return [x] if x in keys else []

    def pairs(colours):
        """Two keys moved at once, where one at a time cannot meet a floor: each two
        keys of the measurements still short, over each one's best few colours."""
        short = set()
        for depth in (24, 256):
            c = at_depth(colours, depth)
            for con in CONSTRAINTS:
                if value(c, con) < con[3]:
                    short.update(variable(con[1]) + variable(con[2]))
        short = sorted(short)
        for i, k1 in enumerate(short):
            for k2 in short[i + 1 :]:
                idx = sorted(set(by_key[k1]) | set(by_key[k2]))

                def joint(c1, c2):
                    colours[k1], colours[k2] = c1, c2
                    for tied, to in TIED.items():
                        colours[tied] = colours[to]
                    return 1000 * shortfall(colours, idx) + moved(k1, c1) + moved(k2, c2)

                was = (colours[k1], colours[k2])
                top = []
                for k in (k1, k2):
                    ranked = []
                    for cand in choices[k]:
                        keep_ = colours[k]
                        colours[k] = cand
                        ranked.append((cost(colours, k), cand))
                        colours[k] = keep_
                    ranked.sort()
                    top.append([c for _, c in ranked[:PAIR_CHOICES]])
                best_pair, best_cost = was, joint(*was)
                for c1 in top[0]:
                    for c2 in top[1]:
                        c = joint(c1, c2)
                        if c < best_cost - 1e-9:
                            best_pair, best_cost = (c1, c2), c
                joint(*best_pair)
        return colours

    best = descend(start)
    best = descend(pairs(best))
    best_total = total(best)
    print(f"start: {total(original):.1f}, descended: {best_total:.1f}", file=sys.stderr)
    for r in range(rounds):
        trial = dict(best)
        for k in rng.sample(keys, 4):
            trial[k] = rng.choice(choices[k])
        trial = descend(pairs(descend(trial)))
        t = total(trial)
        if t < best_total - 1e-9:
            best, best_total = trial, t
            print(f"round {r}: {best_total:.1f}", file=sys.stderr)
    for k in original:
        if best[k] != original[k]:
            print(f'{k} = "{rgb_hex(best[k])}"  # was {rgb_hex(original[k])}')
    for depth, con, v in measures(best):
        if v < con[3]:
            print(f"# still short ({depth}): {con[0]} {con[1]} / {con[2]} = {v:.2f} < {con[3]}")
    regions = [rgb_hex(best[f"regions[{i}]"]) for i in range(9)]
    print("regions = [" + ", ".join(f'"{r}"' for r in regions) + "]")
    return best


def main(argv):
    if not argv or argv[0] not in ("check", "search"):
        print(__doc__)
        return 2
    if argv[0] == "check":
        paths = argv[1:] or sorted(str(p) for p in (ROOT / "themes").glob("*.toml"))
        return 1 if check(paths) else 0
    path, keep, free, seed, rounds = None, set(), set(), 1, 30
    it = iter(argv[1:])
    for a in it:
        if a == "--keep":
            keep.add(next(it))
        elif a == "--free":
            free.add(next(it))
        elif a == "--seed":
            seed = int(next(it))
        elif a == "--rounds":
            rounds = int(next(it))
        else:
            path = a
    search(path, keep, free, seed, rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
