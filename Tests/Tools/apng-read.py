#!/usr/bin/env python3
"""Reads an animated PNG with Pillow, a decoder that shares no code with the app, as the recording tests' witness.

Usage: apng-read.py FILE [N OUT.png]...
Prints one JSON object: the format Pillow recognised, the size and mode, whether it is animated, the frame count
and every frame's duration in milliseconds (Pillow's reading of fcTL's delay_num / delay_den; none for a still PNG). Each pair N OUT.png
writes frame N as a viewer shows it (Pillow composes each frame's region over the frames before it, by their
dispose and blend operations) to OUT.png, as 8-bit RGB."""
import json
import sys

from PIL import Image

path = sys.argv[1]
image = Image.open(path)
frames = getattr(image, "n_frames", 1)
if sys.argv[2:3] == ["--all"]:
    wanted = {index: "%s/%d.png" % (sys.argv[3], index) for index in range(frames)}
else:
    wanted = {int(sys.argv[i]): sys.argv[i + 1] for i in range(2, len(sys.argv), 2)}
durations = []
for index in range(frames):
    image.seek(index)
    if "duration" in image.info:  # a still PNG has none
        durations.append(image.info["duration"])
    if index in wanted:
        image.convert("RGB").save(wanted[index])
print(json.dumps({"format": image.format, "width": image.width, "height": image.height, "mode": image.mode,
                  "animated": getattr(image, "is_animated", False), "frames": frames, "durations": durations}))
