#!/usr/bin/env python3
"""The numbers a `compose` preset is checked against, computed apart from the engine from Jetpack
Compose's default fling (androidx compose/animation/animation: FlingCalculator.kt,
SplineBasedFloatDecayAnimationSpec.kt, SplineBasedDecay.kt; compose/foundation AndroidFlingSpline.kt;
compose/foundation gestures: DefaultFlingBehavior with `splineBasedDecay(density)`).

It is Android's OverScroller spline (android-spline-table.py, whose float table Compose computes
the same way: `computeSplineInfo`), with Compose's own arithmetic:
- friction 0.015 (ViewConfiguration.getScrollFriction) x the float coefficient
  9.80665f * 39.37f * density * 160f * 0.84f; DecelerationRate = (ln 0.78 / ln 0.9) rounded to a Float;
- duration in whole milliseconds (`(1000.0 * exp(l / (DecelerationRate - 1))).toLong()`), distance a
  Float, progress `time / duration.toFloat()` and the spline's interpolation in Float;
- the animation's clock: play time 0 is the first frame after the release (animateDecay starts its
  clock at the first frame callback it gets), and the position reads the play time in whole
  milliseconds (`playTimeNanos / 1_000_000`);
- the release velocity is capped at ViewConfiguration's maximum fling velocity
  (`velocityTracker.calculateVelocity(Velocity(max, max))`), 8000 dp/s on Android.
Device assumptions: density 1 (160 dpi: 1 dp = 1 px = 1 listdemo point), vsync frames at k / fps
after the first frame, which comes one frame after the release.
Columns: "exact" (the engine's claim: the formulas in double, the table exact, time continuous from
the first frame) and "compose" (as Compose computes it, Float and whole milliseconds).
Usage: compose-fling-table.py   (prints Swift literals)"""
import importlib.util
import math
import os
import struct

_spec = importlib.util.spec_from_file_location(
    "android_spline", os.path.join(os.path.dirname(os.path.abspath(__file__)), "android-spline-table.py"))
android = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(android)

MAX_FLING = 8000.0   # ViewConfiguration MAXIMUM_FLING_VELOCITY, dp/s
DENSITY = 1.0


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


DECELERATION_RATE_F = f32(math.log(0.78) / math.log(0.9))
COEFF_F = f32(f32(f32(f32(f32(9.80665) * f32(39.37)) * f32(DENSITY)) * 160.0) * f32(0.84))
FRICTION_F = f32(f32(0.015) * COEFF_F)


def released(v):
    """The velocity the fling starts with: the tracker's, within the maximum."""
    return max(-MAX_FLING, min(MAX_FLING, v))


def info(v, compose):
    """(distance, duration s) of a fling at v (px/s)."""
    v = released(v)
    if compose:
        l = math.log(f32(f32(0.35) * f32(abs(v))) / FRICTION_F)
        minus_one = DECELERATION_RATE_F - 1.0
        duration_ms = int(1000.0 * math.exp(l / minus_one))
        distance = f32(FRICTION_F * math.exp(DECELERATION_RATE_F / minus_one * l))
        return distance, duration_ms / 1000
    distance, duration, _, _ = android.fling(v, 0, False)
    return distance, duration


def position(v, t, compose):
    """The offset travelled t seconds after the first frame (t = play time)."""
    v = released(v)
    distance, duration = info(v, compose)
    if compose:
        ms = math.floor(round(t * 1e9) / 1e6)         # playTimeNanos / 1_000_000
        p = f32(ms / f32(duration * 1000)) if duration > 0 else 1.0
        index = int(f32(100 * p))
        coef = 1.0
        if index < 100:
            t_inf, t_sup = f32(index / 100), f32((index + 1) / 100)
            d_inf, d_sup = android.AOSP[index], android.AOSP[index + 1]
            slope = f32(f32(d_sup - d_inf) / f32(t_sup - t_inf))
            coef = f32(d_inf + f32(f32(p - t_inf) * slope))
        return f32(distance * math.copysign(1, v) * coef)
    _, _, x, _ = android.fling(v, t, False)
    return math.copysign(x, v)


def main():
    for v in (2000, 6000, 10000):
        d, T = info(v, False)
        dc, Tc = info(v, True)
        print(f"// v = {v} px/s (capped at {MAX_FLING:.0f}): distance {d!r} px in {T!r} s; Compose {dc!r} px in {Tc!r} s")
        for fps in (30, 60, 144):
            for k in (1, 2, 3, 10, 30, 60):
                t = k / fps
                print(f"({v}, {fps}, {t!r}, {position(v, t, False)!r}, {position(v, t, True)!r}),")


if __name__ == "__main__":
    main()
