#!/usr/bin/env python3
"""The numbers a `qscroller` preset is checked against, computed apart from the engine from Qt
Widgets' kinetic scroller (qtbase src/widgets/util/qscroller.cpp, qscroller_p.h,
qscrollerproperties.cpp; Qt 5.x and 6.x agree on every line used here).

Defaults (QScrollerPropertiesPrivate::defaults): ScrollingCurve OutQuad, DecelerationFactor 0.125,
MinimumVelocity 0.05 m/s, MaximumVelocity 0.5 m/s, DragVelocitySmoothingFactor 0.8,
OvershootDragResistanceFactor 0.5, OvershootDragDistanceFactor 1, OvershootScrollDistanceFactor 0.5,
OvershootScrollTime 0.7 s, overshoot when scrollable, FrameRate Standard (60 Hz ticks).
Physical units become pixels through the screen's DPI: this table assumes 96 dpi, so
pixelPerMeter = 96 / 0.0254 = 3779.5 px/m (0.5 m/s = 1889.8 px/s, 0.05 m/s = 189.0 px/s), and a
viewport 756 px tall (the default window's list).

A release at v (m/s, already within +-MaximumVelocity by updateVelocity) makes its segments in
createScrollingSegments(QPointF v, ...), whose QVector2D holds floats: the speed is float(|v|) and
the pixels per metre float(ppm), so
  T = 2 float(|v|) / (DecelerationFactor * differentialForProgress(OutQuad, 0)) seconds,
  D = sign(v) * float(ppm) * T * T * 0.5 * DecelerationFactor pixels,
where differentialForProgress is Qt's forward difference over 0.01: (OutQuad(0.01) - OutQuad(0)) / 0.01
= 1.99 (not OutQuad's 2). pushSegment keeps a segment's start and duration in qint64 milliseconds
(ScrollSegment::startTime, deltaTime): the duration is T * 1000 truncated, and a segment that follows
another starts at the other's start + duration * stopProgress, truncated. nextSegmentPosition reads
QElapsedTimer's whole milliseconds since the release: progress (now - start) / duration, the position
start + delta * OutQuad(progress) (QEasingCurve bounds the progress to [0, 1]), a segment ending
when start + duration * stopProgress <= now or when the position passes its stop (which it then shows).

Past a bound (no snap points): the flick goes on along its own curve until the progress where it is
0.3 x OvershootScrollTime (0.21 s) past the crossing -- the crossing's progress found by
progressForValue's 6-step bisection, not exactly -- or OvershootScrollDistanceFactor x viewport past
the bound (that progress bisected too), then an overshoot segment back to the bound along OutQuad in
0.7 x OvershootScrollTime: 0.48999999999999994 s, 489 ms once truncated. Content released past a
bound whose flick would end past it too returns in that one 489 ms segment.

Usage: qscroller-fling-table.py          the fling table (prints Swift literals)
       qscroller-fling-table.py edges    the edge table, Tests/Tools/qscroller-edge-table.txt"""
import math
import struct
import sys

DPI = 96
PPM = DPI / 0.0254
VIEWPORT = 756.0
DECELERATION = 0.125
MIN_V, MAX_V = 0.05, 0.5                      # m/s
OVERSHOOT_DISTANCE, OVERSHOOT_TIME = 0.5, 0.7  # OvershootScrollDistanceFactor, OvershootScrollTime
RATES = (30, 60, 144)


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def out_quad(p):
    """QEasingCurve's OutQuad (qeasingcurve.cpp easeOutQuad), the progress bounded as valueForProgress does."""
    p = min(max(p, 0.0), 1.0)
    return -p * (p - 2)


DIFFERENTIAL_0 = (out_quad(0.01) - out_quad(0.0)) / 0.01   # differentialForProgress(OutQuad, 0)


def progress_for_value(value):
    """qscroller.cpp's progressForValue for OutQuad: 6 bisection steps."""
    if value < 0 or value > 1:
        return value
    progress, left, right = value, 0.0, 1.0
    for _ in range(6):
        v = out_quad(progress)
        if v < value:
            left = progress
        elif v > value:
            right = progress
        else:
            break
        progress = (left + right) / 2
    return progress


class Segment:
    def __init__(self, start_ms, delta_ms, stop_progress, start, delta, stop):
        self.start_ms, self.delta_ms, self.stop_progress = start_ms, delta_ms, stop_progress
        self.start, self.delta, self.stop = start, delta, stop


def push(segs, seconds, stop_progress, start, delta, stop):
    """pushSegment: qint64 start and duration (C++'s conversion truncates toward zero, as int() does)."""
    if start == stop or delta == 0:
        return
    last = segs[-1] if segs else None
    start_ms = int(last.start_ms + last.delta_ms * last.stop_progress) if last else 0
    segs.append(Segment(start_ms, int(seconds * 1000), stop_progress, start, delta, stop))


def segments(v_px, start, lower, upper, viewport=VIEWPORT):
    """The segments of a release at v_px (px/s, positive = toward the end) from `start`, the release at 0 ms."""
    v = max(-MAX_V, min(MAX_V, v_px / PPM))
    speed = abs(f32(v))
    T = (2 * speed) / (DECELERATION * DIFFERENTIAL_0)
    D = (math.copysign(f32(PPM), v) if speed > 0 else 0.0) * T * T * 0.5 * DECELERATION
    end = start + D
    segs = []
    if (start < lower and end < lower) or (start > upper and end > upper):
        bound = lower if end < lower else upper
        push(segs, OVERSHOOT_TIME * 0.7, 1.0, start, bound - start, bound)
        return segs
    if abs(v) < MIN_V:
        return segs
    if end < lower or end > upper:
        bound = lower if end < lower else upper
        stop_progress = progress_for_value(abs((bound - start) / D))
        o_stop = min(stop_progress + OVERSHOOT_TIME * 0.3 / T, 1.0)
        o_distance = start + D * out_quad(o_stop) - bound
        o_max = math.copysign(viewport * OVERSHOOT_DISTANCE, o_distance) if o_distance != 0 else 0.0
        if abs(o_distance) > abs(o_max):
            o_stop = progress_for_value(abs((bound + o_max - start) / D))
            o_distance = o_max
        push(segs, T, o_stop, start, D, bound + o_distance)
        push(segs, OVERSHOOT_TIME * 0.7, 1.0, bound + o_distance, -o_distance, bound)
        return segs
    push(segs, T, 1.0, start, D, end)
    return segs


def position(segs, now_ms, pos):
    """nextSegmentPosition at whole millisecond `now_ms` since the release (statelessly: a segment it
    dequeued at an earlier tick it dequeues again)."""
    for s in segs:
        if s.start_ms + s.delta_ms * s.stop_progress <= now_ms:
            pos = s.stop
            continue
        if s.start_ms <= now_ms:
            p = s.start + s.delta * out_quad((now_ms - s.start_ms) / s.delta_ms)
            if (p > s.stop) if s.delta > 0 else (p < s.stop):
                pos = s.stop
                continue
            return p
        break
    return pos


def end_ms(segs):
    """The first whole millisecond at which every segment is done."""
    last = segs[-1]
    return math.ceil(last.start_ms + last.delta_ms * last.stop_progress)


def fling_table():
    for v in (1000, 2000):
        segs = segments(v, 0.0, -1e9, 1e9)
        s = segs[0]
        print(f"// v = {v} px/s: release {min(v / PPM, MAX_V)!r} m/s, duration {s.delta_ms} ms, distance {s.delta!r} px")
        for fps in RATES:
            for k in (1, 2, 3, 10, 30, 60, 120):
                t = k / fps
                print(f"({v}, {fps}, {t!r}, {position(segs, math.floor(round(1000 * t, 6)), 0.0)!r}),")


# The edge scenarios: (name, release offset, velocity px/s, lower bound, upper bound, pointer travel
# past the bound before a release at rest or 0). Offsets grow toward the end.
EDGES = [
    # 1,000 px/s 900 px before the end: 69 px past it at 0.21 s after the (bisected) crossing.
    ("end", 0.0, 1000.0, 0.0, 900.0, 0),
    # The maximum, 200 px before the end: held at half the viewport (378 px), that progress bisected.
    ("endFar", 0.0, 2000.0, 0.0, 200.0, 0),
    # Up through the top from 500 px.
    ("top", 500.0, -1000.0, 0.0, 5000.0, 0),
    # A crossing 4 px before the flick's own end: the overshoot stops where the flick does.
    ("endLate", 0.0, 1000.0, 0.0, 1065.0, 0),
    # Dragged 120 px past the end (60 px shown at the half-speed drag) and let go at rest.
    ("released", 5000.0, 0.0, 0.0, 5000.0, 120),
]


def edge_table():
    print("# qscroller-fling-table.py edges: QScroller's position at each frame after a release, 96 dpi, a 756 px")
    print("# viewport; frame k at k / rate seconds after the release, QScroller's clock its whole millisecond.")
    print("# A scenario: 'release NAME OFFSET VELOCITY LOWER UPPER TRAVEL' (TRAVEL: pointer travel past the bound")
    print("# before a release at rest), then its frames until every segment is done: 'RATE FRAME POSITION'.")
    for name, start, v, lower, upper, travel in EDGES:
        released = start + travel * 0.5 if travel else start
        segs = segments(v, released, lower, upper)
        done = end_ms(segs)
        print(f"release {name} {start!r} {v!r} {lower!r} {upper!r} {travel}")
        for rate in RATES:
            k = 0
            while True:
                k += 1
                now = math.floor(round(1000 * k / rate, 6))
                print(f"{rate} {k} {position(segs, now, released)!r}")
                if now >= done:
                    break


if __name__ == "__main__":
    edge_table() if sys.argv[1:] == ["edges"] else fling_table()
