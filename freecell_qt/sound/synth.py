"""The game's sound effects, made by arithmetic rather than shipped as recordings.

A few decaying sine waves and a little filtered noise are all a card game
needs: a riffle for the deal, a tick for a card placed, a soft thud for a
move refused and a rising chime for a win. Making them here costs no
download, no licence question and no package data; the files are written
once into a cache folder (about 100 kB in all) and reused.

Pure standard library and no Qt, so that nothing of it is loaded until the
player turns sound on. The noise comes from a seeded generator: the same
code always makes the same bytes, and the version in each file name means a
changed sound is written anew instead of an old file being played.
"""

from __future__ import annotations

import array
import contextlib
import io
import math
import os
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

#: Samples per second: plenty for sounds whose highest partial is near 3 kHz.
RATE = 22050
#: Part of every file name; raise it whenever a sound changes.
VERSION = 1
#: Peak level of every sound, as a fraction of full scale (about -5 dBFS):
#: effects sit under whatever else the player is listening to.
PEAK = 0.55
_ATTACK_S = 0.002  # a ramp in, so that no sound starts with a click
_RELEASE_S = 0.006  # and one out


def _frames(seconds: float) -> int:
    return round(seconds * RATE)


def _tone(freq: float, seconds: float, decay: float, *, end_freq: float | None = None,
          partials: tuple[tuple[int, float], ...] = ((1, 1.0),)) -> list[float]:
    """A struck tone: ``partials`` (multiple, level) dying away with time constant ``decay``.

    ``end_freq`` glides the pitch down (or up) over the tone's length.
    """
    count = _frames(seconds)
    start, end = 2 * math.pi * freq / RATE, 2 * math.pi * (end_freq or freq) / RATE
    fall = math.exp(-1 / RATE / decay)
    phases: list[float] = []
    envelope: list[float] = []
    phase, level = 0.0, 1.0
    for i in range(count):
        phase += start + (end - start) * i / count
        phases.append(phase)
        envelope.append(level)
        level *= fall
    out = [0.0] * count
    sin = math.sin
    for k, amount in partials:
        out = [s + amount * e * sin(k * p) for s, e, p in zip(out, envelope, phases, strict=True)]
    return out


def _rustle(rng: random.Random, seconds: float, decay: float, smooth: float) -> list[float]:
    """Noise through a one-pole low-pass filter: paper on felt rather than hiss.

    ``smooth`` near 1 lets the highs through, near 0 keeps only the lows.
    """
    out: list[float] = []
    value = 0.0
    for i in range(_frames(seconds)):
        value += smooth * (rng.uniform(-1.0, 1.0) - value)
        out.append(value * math.exp(-i / RATE / decay))
    return out


def _mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = _frames(at)
    for i, sample in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * sample


def _deal() -> list[float]:
    """A riffle: a quick run of card slaps, fading as the deck empties."""
    rng = random.Random(52)
    out = [0.0] * _frames(DURATIONS["deal"])
    slaps = 14
    for n in range(slaps):
        at = 0.012 + n * 0.026 + rng.uniform(-0.004, 0.004)
        gain = 1.0 - 0.5 * n / slaps
        _mix(out, _rustle(rng, 0.03, 0.006, 0.55), at, gain)
        _mix(out, _tone(230 + rng.uniform(-20, 20), 0.03, 0.008), at, 0.25 * gain)
    return out


def _move() -> list[float]:
    """A card laid down: a short bright tick over a small low knock."""
    rng = random.Random(1)
    out = [0.0] * _frames(DURATIONS["move"])
    _mix(out, _rustle(rng, 0.05, 0.005, 0.7), 0.0)
    _mix(out, _tone(190, 0.09, 0.018, partials=((1, 1.0), (3, 0.15))), 0.0, 0.6)
    return out


def _refuse() -> list[float]:
    """A soft low thud that sinks: heard as "no" without sounding like an alarm."""
    return _tone(150, DURATIONS["refuse"], 0.05, end_freq=80, partials=((1, 1.0), (2, 0.2)))


def _win() -> list[float]:
    """A rising major arpeggio, C E G C, each note ringing on under the next."""
    out = [0.0] * _frames(DURATIONS["win"])
    bell = ((1, 1.0), (2, 0.25), (3, 0.08))
    for n, freq in enumerate((523.25, 659.26, 783.99, 1046.50)):
        _mix(out, _tone(freq, 0.7, 0.22, partials=bell), 0.11 * n, 1.0 - 0.1 * n)
    return out


#: Length in seconds of each sound, by name.
DURATIONS: dict[str, float] = {"deal": 0.42, "move": 0.09, "refuse": 0.2, "win": 1.05}
_MAKERS: dict[str, Callable[[], list[float]]] = {
    "deal": _deal, "move": _move, "refuse": _refuse, "win": _win}
#: Every sound there is, by name.
NAMES: tuple[str, ...] = tuple(DURATIONS)


def samples(name: str) -> array.array[int]:
    """The sound ``name`` as signed 16-bit samples, scaled to ``PEAK`` and faded in and out."""
    wave_form = _MAKERS[name]()
    top = max(abs(s) for s in wave_form) or 1.0
    ramp_in, ramp_out = _frames(_ATTACK_S), _frames(_RELEASE_S)
    count = len(wave_form)
    scale = PEAK * 32767 / top
    scaled = [sample * scale for sample in wave_form]
    for i in range(ramp_in):
        scaled[i] *= i / ramp_in
    for i in range(ramp_out):
        scaled[count - 1 - i] *= i / ramp_out
    return array.array("h", map(round, scaled))


def wav_bytes(name: str) -> bytes:
    """The sound ``name`` as a complete WAV file: mono, 16-bit, ``RATE`` Hz."""
    data = samples(name)
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian whatever the machine
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def file_name(name: str) -> str:
    return f"{name}-{VERSION}.wav"


def _wav_size(name: str) -> int:
    return 44 + 2 * _frames(DURATIONS[name])  # the plain RIFF header, then the samples


def write_sounds(folder: Path) -> dict[str, Path]:
    """Every sound as a file in ``folder``, made only where missing or cut short.

    Raises ``OSError`` when the folder cannot take them. Each file is written
    under a temporary name and renamed into place, so that a second copy of
    the game starting at the same moment never plays half a file.
    """
    folder.mkdir(parents=True, exist_ok=True)
    files: dict[str, Path] = {}
    for name in NAMES:
        path = folder / file_name(name)
        if not (path.is_file() and path.stat().st_size == _wav_size(name)):
            partial = path.with_name(f"{path.name}.{os.getpid()}.part")
            try:
                partial.write_bytes(wav_bytes(name))
                os.replace(partial, path)
            finally:
                with contextlib.suppress(OSError):
                    partial.unlink(missing_ok=True)
        files[name] = path
    return files
