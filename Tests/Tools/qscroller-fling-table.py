#!/usr/bin/env python3
"""The numbers a `qscroller` preset is checked against, computed apart from the engine from Qt
Widgets' kinetic scroller (qtbase src/widgets/util/qscroller.cpp, qscrollerproperties.cpp).

Defaults (QScrollerPropertiesPrivate::defaults): ScrollingCurve OutQuad, DecelerationFactor 0.125,
MinimumVelocity 0.05 m/s, MaximumVelocity 0.5 m/s, DragVelocitySmoothingFactor 0.8,
OvershootDragResistanceFactor 0.5, OvershootDragDistanceFactor 1, OvershootScrollDistanceFactor 0.5,
OvershootScrollTime 0.7 s, overshoot when scrollable, FrameRate Standard (60 Hz ticks).
Physical units become pixels through the screen's DPI: this table assumes 96 dpi, so
pixelPerMeter = 96 / 0.0254 = 3779.5 px/m (0.5 m/s = 1889.8 px/s, 0.05 m/s = 189.0 px/s).

A release at v (m/s, already within +-MaximumVelocity by updateVelocity) flings when |v| is at least
MinimumVelocity (createScrollingSegments) for
  T = 2 |v| / (DecelerationFactor * differentialForProgress(OutQuad, 0)) seconds,
  D = sign(v) * ppm * T^2 / 2 * DecelerationFactor pixels,
where differentialForProgress is Qt's forward difference over 0.01: (OutQuad(0.01) - OutQuad(0)) / 0.01
= 1.99 (not OutQuad's 2), so the curve starts 0.5 % faster than the release. The position is
start + D * OutQuad(t / T), OutQuad(p) = -p (p - 2), read at QScroller's clock: whole milliseconds
of QElapsedTimer since the segment began (nextSegmentPosition), so at 144 Hz frames are floored.

Past a bound (no snap points): the flick segment stops at the progress where it is
OvershootScrollDistanceFactor x viewport (or less) beyond the bound, at most 0.3 x OvershootScrollTime
later than the crossing, found by progressForValue's 6-step bisection; then an overshoot segment
of 0.7 x OvershootScrollTime back to the bound along OutQuad.
Columns: "exact" at the frame's exact time, "qt" with whole-millisecond times as QScroller reads them.
Usage: qscroller-fling-table.py   (prints Swift literals)"""
import math

DPI = 96
PPM = DPI / 0.0254
DECELERATION = 0.125
MIN_V, MAX_V = 0.05, 0.5                      # m/s
OVERSHOOT_DISTANCE, OVERSHOOT_TIME = 0.5, 0.7  # OvershootScrollDistanceFactor, OvershootScrollTime


def out_quad(p):
    return -p * (p - 2)


def in_quad(p):
    return p * p


DIFFERENTIAL_0 = (out_quad(0.01) - out_quad(0.0)) / 0.01   # differentialForProgress(OutQuad, 0)


def progress_for_value(curve, value):
    """qscroller.cpp's progressForValue: 6 bisection steps."""
    if value < 0 or value > 1:
        return value
    progress, left, right = value, 0.0, 1.0
    for _ in range(6):
        v = curve(progress)
        if v < value:
            left = progress
        elif v > value:
            right = progress
        else:
            break
        progress = (left + right) / 2
    return progress


class Segment:
    def __init__(self, start_ms, seconds, stop_progress, start, delta, stop, curve):
        self.start_ms, self.ms, self.stop_progress = start_ms, seconds * 1000, stop_progress
        self.start, self.delta, self.stop, self.curve = start, delta, stop, curve

    def end_ms(self):
        return self.start_ms + self.ms * self.stop_progress


def segments(v_px, start, viewport, max_pos, min_pos=0.0):
    """The segments of a release at v_px (px/s, positive = toward the end) from `start`."""
    v = max(-MAX_V, min(MAX_V, v_px / PPM))
    if abs(v) < MIN_V:
        return []
    T = 2 * abs(v) / (DECELERATION * DIFFERENTIAL_0)
    D = math.copysign(PPM * T * T * 0.5 * DECELERATION, v)
    end = start + D
    if min_pos <= end <= max_pos:
        return [Segment(0, T, 1.0, start, D, end, out_quad)]
    bound = min_pos if end < min_pos else max_pos
    stop_progress = progress_for_value(out_quad, abs((bound - start) / D))
    o_stop = min(stop_progress + OVERSHOOT_TIME * 0.3 / T, 1.0)
    o_distance = start + D * out_quad(o_stop) - bound
    o_max = math.copysign(viewport * OVERSHOOT_DISTANCE, o_distance)
    if abs(o_distance) > abs(o_max):
        o_stop = progress_for_value(out_quad, abs((bound + o_max - start) / D))
        o_distance = o_max
    first = Segment(0, T, o_stop, start, D, bound + o_distance, out_quad)
    back = Segment(first.end_ms(), OVERSHOOT_TIME * 0.7, 1.0, bound + o_distance, -o_distance, bound, out_quad)
    return [first, back]


def position(segs, now_ms, pos):
    """nextSegmentPosition: the first unfinished segment's value at `now_ms`."""
    for s in segs:
        if s.end_ms() <= now_ms:
            pos = s.stop
            continue
        if s.start_ms <= now_ms:
            p = s.start + s.delta * s.curve((now_ms - s.start_ms) / s.ms)
            if (p > s.stop) if s.delta > 0 else (p < s.stop):
                return s.stop
            return p
        break
    return pos


def main():
    for v in (1000, 2000):
        segs = segments(v, 0.0, 756, 1e9)
        s = segs[0]
        print(f"// v = {v} px/s: release {min(v / PPM, MAX_V)!r} m/s, duration {s.ms / 1000!r} s, distance {s.delta!r} px")
        for fps in (30, 60, 144):
            for k in (1, 2, 3, 10, 30, 60, 120):
                t = k / fps
                exact = position(segs, 1000 * t, 0.0)
                qt = position(segs, math.floor(1000 * t), 0.0)
                print(f"({v}, {fps}, {t!r}, {exact!r}, {qt!r}),")
    print("// a 1889.76 px/s fling (the maximum) from 300 px above the end of a 756 px viewport's list:")
    segs = segments(2000, 0.0, 756, 300.0)
    for s in segs:
        print(f"// segment from {s.start_ms!r} ms for {s.ms!r} ms to progress {s.stop_progress!r}: {s.start!r} -> {s.stop!r}")
    for t in (0.1, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0):
        print(f"(2000, {t!r}, {position(segs, 1000 * t, 0.0)!r}),")


if __name__ == "__main__":
    main()
