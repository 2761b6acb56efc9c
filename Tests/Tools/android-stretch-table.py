#!/usr/bin/env python3
"""The edge numbers the `android` preset's 12L+ stretch is checked against, computed apart from the
engine from AOSP's core/java/android/widget/EdgeEffect.java (TYPE_STRETCH; Android 12L and later)
and AndroidX RecyclerView's use of it.

State: mDistance (the pull as a fraction of the effect's height, a float), mVelocity (px/s, a float).
- onRelease after a pull: STATE_RECEDE from mDistance with mVelocity 0.
- onAbsorb(velocity): STATE_RECEDE from mDistance (0 at a fling's impact) with
  mVelocity = velocity x ON_ABSORB_VELOCITY_ADJUSTMENT (13): the stretch grows, then returns.
  RecyclerView calls it when its fling's OverScroller reaches an edge, with
  (int) OverScroller.getCurrVelocity() (ViewFlinger.run -> absorbGlows).
- every drawn frame (draw/getScale -> updateSpring), with t = the frame's
  AnimationUtils.currentAnimationTimeMillis() (whole milliseconds) and dt = (t - mStartTime) / 1000f,
  skipped when dt < 1 ms, then mStartTime = t:
  * linear take-over, 12L: when |mVelocity| <= LINEAR_VELOCITY_TAKE_OVER (200) and
    |mDistance x height| < LINEAR_DISTANCE_TAKE_OVER (8) and the velocity points back to the edge,
    the stretch moves at 200 px/s toward the edge and ends when it would cross it;
  * otherwise the underdamped spring (NATURAL_FREQUENCY 24.657, DAMPING_RATIO 0.98) from
    (mDistance x height, mVelocity) over dt, in double, stored back as floats; mDistance capped at 1;
  * isAtEquilibrium: displacement < 0, or |velocity| < VELOCITY_THRESHOLD (0.01) and displacement <
    VALUE_THRESHOLD (0.001) (pixels) -> 0.
The drawn stretch is dampStretchVector(mDistance): 0.016 d + 0.016 (1 - e^(-d e / 0.33)) of the height.
Device assumptions: density 1 (px = dp = listdemo points), the effect's height the list's 756 pt
viewport, vsync frames at k / fps after the release or impact, read in whole milliseconds.
Usage: android-stretch-table.py   (prints Swift literals)"""
import math
import struct

HEIGHT = 756.0
NATURAL_FREQUENCY, DAMPING_RATIO = 24.657, 0.98
LINEAR_VELOCITY, LINEAR_DISTANCE = 200.0, 8.0
VELOCITY_THRESHOLD, VALUE_THRESHOLD = 0.01, 0.001
ON_ABSORB = 13.0


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def sign(x):
    return (x > 0) - (x < 0)


def update(distance, velocity, dt, take_over=True):
    """One updateSpring step; returns the new (mDistance, mVelocity) as floats."""
    if take_over and abs(velocity) <= LINEAR_VELOCITY and abs(distance * HEIGHT) < LINEAR_DISTANCE \
            and sign(velocity) == -sign(distance):
        velocity = f32(sign(velocity) * LINEAR_VELOCITY)
        target = f32(distance + f32(velocity * dt / HEIGHT))
        if sign(target) != sign(distance):
            return 0.0, 0.0
        return target, velocity
    damped = NATURAL_FREQUENCY * math.sqrt(1 - DAMPING_RATIO ** 2)
    cos_c = distance * HEIGHT
    sin_c = (1 / damped) * (DAMPING_RATIO * NATURAL_FREQUENCY * distance * HEIGHT + velocity)
    decay = math.exp(-DAMPING_RATIO * NATURAL_FREQUENCY * dt)
    x = decay * (cos_c * math.cos(damped * dt) + sin_c * math.sin(damped * dt))
    v = x * (-NATURAL_FREQUENCY) * DAMPING_RATIO + decay * (
        -damped * cos_c * math.sin(damped * dt) + damped * sin_c * math.cos(damped * dt))
    distance, velocity = f32(f32(x) / HEIGHT), f32(v)
    if distance > 1:
        distance, velocity = 1.0, 0.0
    displacement = distance * HEIGHT
    if displacement < 0 or (abs(velocity) < VELOCITY_THRESHOLD and displacement < VALUE_THRESHOLD):
        return 0.0, 0.0
    return distance, velocity


def run(pull_px, velocity, fps, take_over=True):
    """Frames (t, pull px) from a release at `pull_px` or an impact at `velocity` until rest."""
    distance, velocity = f32(pull_px / HEIGHT), f32(velocity)
    start_ms, frames, k = 0, [(0.0, pull_px)], 0
    while distance != 0 or velocity != 0:
        k += 1
        now_ms = math.floor(1000 * k / fps)
        dt = f32((now_ms - start_ms) / 1000)
        if dt < 0.001:
            continue
        start_ms = now_ms
        distance, velocity = update(distance, velocity, dt, take_over)
        frames.append((k / fps, distance * HEIGHT))
        if k > 100 * fps:
            break
    return frames


def stretch(pull_px):
    d = min(1.0, max(0.0, pull_px / HEIGHT))
    return HEIGHT * (0.016 * d + 0.016 * (1 - math.exp(-d * math.e / 0.33)))


def main():
    for pull in (100.0, 20.0):
        for fps in (30, 60, 144):
            frames = run(pull, 0.0, fps)
            old = run(pull, 0.0, fps, take_over=False)
            print(f"// release from a {pull} px pull at {fps} Hz: rest at {frames[-1][0]!r} s "
                  f"(without the 12L take-over: {old[-1][0]!r} s)")
            for t, x in frames[1:6]:
                print(f"({pull}, {fps}, {t!r}, {x!r}, {stretch(x)!r}),")
    for v in (2000.0,):
        for fps in (30, 60, 144):
            frames = run(0.0, v * ON_ABSORB, fps)
            peak = max(frames, key=lambda f: f[1])
            print(f"// absorb of a {v} px/s fling at {fps} Hz: peak pull {peak[1]!r} px at {peak[0]!r} s, "
                  f"rest at {frames[-1][0]!r} s")
            for t, x in frames[1:6]:
                print(f"({v}, {fps}, {t!r}, {x!r}, {stretch(x)!r}),")


if __name__ == "__main__":
    main()
