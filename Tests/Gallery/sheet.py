"""Rasterise the gallery's terminal output (ANSI text) and SVGs into PNG sheets.

Each cell is drawn as a terminal would: its background, then its glyph in the foreground
colour. Half and full blocks are filled exactly; other glyphs come from DejaVu Sans Mono.
Text without colour is drawn light on a dark terminal background, as most people see it.
"""
import glob
import os
import re
import subprocess
import sys

from PIL import Image, ImageDraw, ImageFont

CELL_W, CELL_H = 7, 14
TERMINAL_BG = (24, 24, 28)
TERMINAL_FG = (200, 200, 200)
FONT_PATHS = ["/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"]
font = None
for path in FONT_PATHS:
    if os.path.exists(path):
        font = ImageFont.truetype(path, CELL_H - 2)
label_font = ImageFont.truetype(FONT_PATHS[0], 14) if font else ImageFont.load_default()
font = font or ImageFont.load_default()

BASIC = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
         (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
LEVELS = [0, 95, 135, 175, 215, 255]


def xterm(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        i = index - 16
        return (LEVELS[i // 36], LEVELS[i // 6 % 6], LEVELS[i % 6])
    level = 8 + 10 * (index - 232)
    return (level, level, level)


def parse(text):
    """Lines of cells (char, fg, bg, dim)."""
    rows = []
    fg, bg, dim = None, None, False
    for line in text.split("\n"):
        cells = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                params = [int(p) if p else 0 for p in token[2:-1].split(";")]
                i = 0
                while i < len(params):
                    p = params[i]
                    if p == 0:
                        fg, bg, dim = None, None, False
                    elif p == 2:
                        dim = True
                    elif p == 22:
                        dim = False
                    elif p in (38, 48) and i + 1 < len(params):
                        if params[i + 1] == 2:
                            colour = tuple(params[i + 2:i + 5])
                            i += 4
                        else:
                            colour = xterm(params[i + 2])
                            i += 2
                        if p == 38:
                            fg = colour
                        else:
                            bg = colour
                    elif p == 39:
                        fg = None
                    elif p == 49:
                        bg = None
                    elif 30 <= p <= 37:
                        fg = BASIC[p - 30]
                    elif 40 <= p <= 47:
                        bg = BASIC[p - 40]
                    i += 1
            else:
                for ch in token:
                    cells.append((ch, fg, bg, dim))
        rows.append(cells)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def render(text, columns=None):
    rows = parse(text)
    width = columns or max([len(r) for r in rows] + [1])
    image = Image.new("RGB", (width * CELL_W, max(len(rows), 1) * CELL_H), TERMINAL_BG)
    draw = ImageDraw.Draw(image)
    for y, cells in enumerate(rows):
        for x, (ch, fg, bg, dim) in enumerate(cells):
            x0, y0 = x * CELL_W, y * CELL_H
            back = bg or TERMINAL_BG
            fore = fg or TERMINAL_FG
            if dim:
                fore = tuple(int(c * 0.6 + b * 0.4) for c, b in zip(fore, back))
            draw.rectangle([x0, y0, x0 + CELL_W - 1, y0 + CELL_H - 1], fill=back)
            half = CELL_H // 2
            if ch == "▀":
                draw.rectangle([x0, y0, x0 + CELL_W - 1, y0 + half - 1], fill=fore)
            elif ch == "▄":
                draw.rectangle([x0, y0 + half, x0 + CELL_W - 1, y0 + CELL_H - 1], fill=fore)
            elif ch == "█":
                draw.rectangle([x0, y0, x0 + CELL_W - 1, y0 + CELL_H - 1], fill=fore)
            elif ch in "░▒▓":
                share = {"░": 0.25, "▒": 0.5, "▓": 0.75}[ch]
                draw.rectangle([x0, y0, x0 + CELL_W - 1, y0 + CELL_H - 1],
                               fill=tuple(int(b + (f - b) * share) for f, b in zip(fore, back)))
            elif ch != " ":
                draw.text((x0, y0), ch, font=font, fill=fore)
    return image


def stack(images, labels, path, gap=10):
    width = max(i.width for i in images) + 20
    height = sum(i.height + 24 + gap for i in images) + 10
    sheet = Image.new("RGB", (width, height), (60, 60, 64))
    draw = ImageDraw.Draw(sheet)
    y = 10
    for image, label in zip(images, labels):
        draw.text((10, y), label, font=label_font, fill=(230, 230, 230))
        y += 22
        sheet.paste(image, (10, y))
        y += image.height + gap
    sheet.save(path)


def svg_png(svg, png, width=900):
    try:
        import cairosvg
        cairosvg.svg2png(url=svg, write_to=png, output_width=width)
        return True
    except Exception:
        try:
            subprocess.run(["rsvg-convert", "-w", str(width), "-o", png, svg], check=True)
            return True
        except Exception:
            return False


def main(out):
    raw = os.path.join(out, "raw")
    def read(name):
        with open(os.path.join(raw, name), encoding="utf-8", errors="replace") as f:
            return f.read()
    counts = sorted({int(p.split("-")[1]) for p in map(os.path.basename, glob.glob(os.path.join(raw, "forest-*-*-*.ans")))})
    for depth in ["24bit", "256", "none"]:
        for n in counts:
            names = [f"forest-{n}-{w}-{depth}.ans" for w in (40, 80, 120, 200)]
            names = [x for x in names if os.path.exists(os.path.join(raw, x))]
            stack([render(read(x)) for x in names], [x[:-4] for x in names], os.path.join(out, f"forest-{n}-{depth}.png"))
    alls = sorted(glob.glob(os.path.join(raw, "all-*.ans")))
    for path in alls:
        name = os.path.basename(path)[:-4]
        stack([render(read(os.path.basename(path)))], [name], os.path.join(out, f"{name}.png"))
    status = sorted(glob.glob(os.path.join(raw, "status-*.ans")), key=lambda p: (p.split("-")[-1], int(os.path.basename(p).split("-")[1][:-1])))
    for depth in ["24bit", "256", "none"]:
        names = [os.path.basename(p) for p in status if p.endswith(f"-{depth}.ans")]
        if names:
            stack([render(read(x)) for x in names], [x[:-4] for x in names], os.path.join(out, f"status-{depth}.png"))
    readme = os.path.join(raw, "readme.ans")
    if os.path.exists(readme):
        render(read("readme.ans")).save(os.path.join(out, "readme.png"), optimize=True)
    svgs = []
    for n in counts:
        svg = os.path.join(raw, f"forest-{n}.svg")
        png = os.path.join(raw, f"forest-{n}-svg.png")
        if os.path.exists(svg) and svg_png(svg, png):
            svgs.append((Image.open(png).convert("RGB"), f"forest-{n}.svg"))
    if svgs:
        stack([i for i, _ in svgs], [l for _, l in svgs], os.path.join(out, "svg.png"))


if __name__ == "__main__":
    main(sys.argv[1])
