"""A tiny terminal screen model, enough to read what a Textual app drew over SSH.

It understands cursor positioning, relative moves, erase, carriage return/newline and
ignores colours, modes and OSC strings. Characters are taken as one cell wide (the
app draws ASCII and box-drawing only).
"""

from __future__ import annotations

import re

_CSI = re.compile(r"\x1b\[([0-9;?<>=$ ]*)([@-~])")
_OSC = re.compile(r"\x1b\][^\x07\x1b]*(\x07|\x1b\\)")


class VirtualScreen:
    """Feed it the bytes a client received; read back the text on screen."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.rows = [[" "] * width for _ in range(height)]
        self.x = 0
        self.y = 0
        self._pending = ""
        self._decode_tail = b""

    def resize(self, width: int, height: int) -> None:
        rows = [[" "] * width for _ in range(height)]
        for y in range(min(height, self.height)):
            for x in range(min(width, self.width)):
                rows[y][x] = self.rows[y][x]
        self.width, self.height, self.rows = width, height, rows

    def feed(self, data: bytes) -> None:
        data = self._decode_tail + data
        try:
            text = data.decode("utf-8")
            self._decode_tail = b""
        except UnicodeDecodeError as exc:
            text = data[: exc.start].decode("utf-8")
            self._decode_tail = data[exc.start :]
        self._feed_text(self._pending + text)

    def _feed_text(self, text: str) -> None:
        self._pending = ""
        i = 0
        n = len(text)
        while i < n:
            ch = text[i]
            if ch == "\x1b":
                if i + 1 >= n:
                    self._pending = text[i:]
                    return
                nxt = text[i + 1]
                if nxt == "[":
                    match = _CSI.match(text, i)
                    if match is None:
                        if len(text) - i < 64:
                            self._pending = text[i:]
                            return
                        i += 2
                        continue
                    self._csi(match.group(1), match.group(2))
                    i = match.end()
                elif nxt == "]":
                    match = _OSC.match(text, i)
                    if match is None:
                        self._pending = text[i:]
                        return
                    i = match.end()
                else:
                    i += 2
                continue
            if ch == "\r":
                self.x = 0
            elif ch == "\n":
                self.y = min(self.height - 1, self.y + 1)
            elif ch == "\b":
                self.x = max(0, self.x - 1)
            elif ch >= " ":
                if 0 <= self.y < self.height and 0 <= self.x < self.width:
                    self.rows[self.y][self.x] = ch
                self.x += 1
            i += 1

    def _csi(self, params: str, final: str) -> None:
        if params.startswith(("?", ">", "<", "=")) or "$" in params:
            return
        numbers = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []
        first = numbers[0] if numbers else 0
        if final in "Hf":
            row = numbers[0] if numbers and numbers[0] else 1
            col = numbers[1] if len(numbers) > 1 and numbers[1] else 1
            self.y, self.x = row - 1, col - 1
        elif final == "A":
            self.y = max(0, self.y - (first or 1))
        elif final == "B":
            self.y = min(self.height - 1, self.y + (first or 1))
        elif final == "C":
            self.x += first or 1
        elif final == "D":
            self.x = max(0, self.x - (first or 1))
        elif final == "G":
            self.x = (first or 1) - 1
        elif final == "J" and first == 2:
            self.rows = [[" "] * self.width for _ in range(self.height)]
        elif final == "K" and 0 <= self.y < self.height:
            row = self.rows[self.y]
            start, end = (self.x, self.width) if first == 0 else (0, self.width)
            if first == 1:
                start, end = 0, self.x + 1
            for x in range(max(0, start), min(self.width, end)):
                row[x] = " "

    def line(self, row: int) -> str:
        return "".join(self.rows[row]).rstrip()

    def text(self) -> str:
        return "\n".join("".join(row).rstrip() for row in self.rows)


def plain_text(data: bytes) -> str:
    """Everything a client was sent, with escape sequences removed."""
    text = data.decode("utf-8", errors="replace")
    return _CSI.sub("", _OSC.sub("", text))
