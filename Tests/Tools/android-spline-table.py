#!/usr/bin/env python3
"""The numbers PhysicsAndroidTests checks, computed apart from the engine, from AOSP's formulas
(core/java/android/widget/OverScroller.java, SplineOverScroller; EdgeEffect.java for the stretch).

Two columns per fling:
- "exact": the formulas in double precision, the table solved to full precision, no rounding —
  what the engine claims to compute (checked to 1e-6);
- "aosp": as SplineOverScroller computes it: float arithmetic, the table bisected to 1e-5, the
  duration cast to int ms, the distance to int px, each position rounded to a whole pixel
  (checked to about a pixel: how close the engine is to a real device at density 1).
Usage: android-spline-table.py   (prints Swift literals)"""
import math
import struct


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


DECELERATION_RATE = math.log(0.78) / math.log(0.9)
INFLEXION, START_TENSION, END_TENSION = 0.35, 0.5, 1.0
FRICTION = 0.015                      # ViewConfiguration.SCROLL_FRICTION
COEFF = 9.80665 * 39.37 * 160 * 0.84  # mPhysicalCoeff at density 1
NB = 100


def table(as_float):
    r = f32 if as_float else (lambda x: x)
    p1, p2 = r(START_TENSION * INFLEXION), r(1 - END_TENSION * (1 - INFLEXION))
    out = []
    x_min = 0.0
    for i in range(NB):
        alpha = r(i / NB)
        x_max = 1.0
        lo, hi = (x_min, x_max) if as_float else (0.0, 1.0)
        for _ in range(200):
            x = r(lo + (hi - lo) / 2)
            coef = r(3 * x * (1 - x))
            tx = r(coef * r(r((1 - x) * p1) + r(x * p2)) + r(x * x * x))
            if as_float and abs(tx - alpha) < 1e-5:
                break
            if tx > alpha:
                hi = x
            else:
                lo = x
        if as_float:
            x_min = lo
        out.append(r(coef * r(r((1 - x) * START_TENSION) + x) + r(x * x * x)))
    out.append(1.0)
    return out


EXACT, AOSP = table(False), table(True)


def fling(v, t, aosp):
    l = math.log(INFLEXION * abs(v) / (FRICTION * COEFF))
    distance = FRICTION * COEFF * math.exp(DECELERATION_RATE / (DECELERATION_RATE - 1) * l)
    duration = math.exp(l / (DECELERATION_RATE - 1))
    tab = EXACT
    if aosp:
        duration = int(1000 * duration) / 1000
        distance = int(distance)
        tab = AOSP
    f = t / duration
    index = int(NB * f)
    if index < NB:
        slope = (tab[index + 1] - tab[index]) * NB
        covered = tab[index] + (f - index / NB) * slope
    else:
        slope, covered = 0.0, 1.0
    x = covered * distance
    if aosp:
        x = round(x)
    return distance, duration, x, slope * distance / duration


def main():
    for v, times in [(2000, [0.05, 0.1, 0.25, 0.5, 0.75, 0.9]), (6000, [0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0])]:
        d, T, _, _ = fling(v, 0, False)
        da, Ta, _, _ = fling(v, 0, True)
        print(f"// v = {v}: distance {d!r}, duration {T!r}; AOSP: {da} px, {Ta} s")
        for t in times:
            _, _, x, u = fling(v, t, False)
            _, _, xa, ua = fling(v, t, True)
            print(f"({v}, {t}, {x!r}, {u!r}, {xa}),")
    print("// SPLINE_POSITION[1], [50], [99]:", EXACT[1], EXACT[50], EXACT[99])


# compose-fling-table.py imports this file for the spline table, which Compose computes the same way.
if __name__ == "__main__":
    main()
