#!/usr/bin/env python3
"""The numbers the `gtk` presets are checked against, computed apart from the engine from GTK's
kinetic scrolling (gtk/gtkkineticscrolling.c) as GtkScrolledWindow drives it
(gtk/gtkscrolledwindow.c: gtk_scrolled_window_start_deceleration, MAX_OVERSHOOT_DISTANCE 100,
DECELERATION_FRICTION 4, OVERSHOOT_FRICTION 20).

Two versions of the tick:
- "old" (GTK 3, and GTK 4 up to 4.6): `gtk_kinetic_scrolling_tick (data, time_delta, ...)` adds each
  frame's time to t; deceleration ends when |v| < 1 or, after the first tick, a tick moves the
  position by less than 1 (the position rounded); the overshoot clamp is at `lower - 50` /
  `upper + 50`;
- "new" (GTK 4.8 and later, as issue 20 reads Debian 12's 4.8 and current GTK): the tick takes the
  frame clock's time and evaluates t from the motion's start; deceleration ends when |v| < 0.1
  (`gtk_kinetic_scrolling_stop`, the position rounded); the clamp is at half the overshoot width
  (`overshoot_width / 2` = 50).
Both: deceleration x(t) = c1 + c2 e^(-4t) (y'' = -4 y'); overshoot critically damped about the
edge, pos(t) = e^(-10t) (c1 + c2 t) with c2 = v0 + 10 c1; finished when |pos| < 0.1.
The clamp: a tick whose overshoot `pos` (relative to the edge) is beyond lower - 50 or upper + 50
(absolute bounds) is clamped there and the overshoot restarts from rest at that position (GTK passes
the relative position as the new start, c1 = pos - equilibrium: the same only for an edge at 0). Because
`pos` is relative to the edge and the bounds are absolute, with GTK's usual lower = 0 it acts at the
top edge only (an overshoot past the end is `pos` > 0, never beyond upper + 50 for a scrollable
list).
A release starts the motion at the unclamped position with the swipe's velocity (the pointer's):
inside the bounds a deceleration, past an edge an overshoot at once.
Device assumptions: GTK pixels are listdemo points (scale 1); frames at k / fps after the release
(GTK's origin is the frame clock's time of the frame during which the release arrived, at most a
frame earlier).
Usage: gtk-kinetic-table.py   (prints Swift literals)"""
import math

DECEL, OVERSHOOT = 4.0, 20.0
HALF_WIDTH = 100 / 2


class Kinetic:
    def __init__(self, lower, upper, position, velocity, new):
        self.lower, self.upper, self.new = lower, upper, new
        self.t = 0.0
        self.finished = False
        if position < lower:
            self.overshoot(lower, position, velocity)
        elif position > upper:
            self.overshoot(upper, position, velocity)
        else:
            self.phase = "decel"
            self.c1 = velocity / DECEL + position
            self.c2 = -velocity / DECEL
            self.position, self.velocity = position, velocity

    def overshoot(self, equilibrium, position, velocity, at=0.0):
        self.phase = "overshoot"
        self.equilibrium = equilibrium
        self.c1 = position - equilibrium
        self.c2 = velocity + OVERSHOOT / 2 * self.c1
        self.origin = at

    def tick(self, now):
        """Advance to `now` (seconds since the release); True while moving."""
        if self.finished:
            return False
        last_position, last_t = self.position if self.phase == "decel" else None, self.t
        self.t = now
        if self.phase == "decel":
            e = math.exp(-DECEL * now)
            self.position = self.c1 + self.c2 * e
            self.velocity = -DECEL * self.c2 * e
            if self.position < self.lower:
                self.overshoot(self.lower, self.position, self.velocity, now)
            elif self.position > self.upper:
                self.overshoot(self.upper, self.position, self.velocity, now)
            elif (abs(self.velocity) < 0.1) if self.new else (
                    abs(self.velocity) < 1 or (last_t != 0 and abs(self.position - last_position) < 1)):
                self.finished = True
                self.position = round(self.position)
                self.velocity = 0.0
            return not self.finished
        t = now - self.origin
        e = math.exp(-OVERSHOOT / 2 * t)
        pos = e * (self.c1 + self.c2 * t)
        if pos < self.lower - HALF_WIDTH or pos > self.upper + HALF_WIDTH:
            pos = min(max(pos, self.lower - HALF_WIDTH), self.upper + HALF_WIDTH)
            # As GTK: the relative `pos` is passed where an absolute position is expected (c1 = pos -
            # equilibrium), which is the same thing only for an edge at 0.
            self.overshoot(self.equilibrium, pos, 0.0, now)
            self.velocity = 0.0
        else:
            self.velocity = self.c2 * e - OVERSHOOT / 2 * pos
        self.position = pos + self.equilibrium
        if abs(pos) < 0.1:
            self.finished = True
            self.position, self.velocity = self.equilibrium, 0.0
        return not self.finished


def run(kinetic, fps, limit=10.0):
    frames = [(0.0, kinetic.position if kinetic.phase == "decel" else kinetic.equilibrium + kinetic.c1)]
    k = 0
    while k / fps < limit:
        k += 1
        moving = kinetic.tick(k / fps)
        frames.append((k / fps, kinetic.position))
        if not moving:
            break
    return frames


def main():
    for v in (2000, 6000):
        for new in (False, True):
            for fps in (30, 60, 144):
                frames = run(Kinetic(0, 1e9, 1000, v, new), fps)
                t, x = frames[-1]
                print(f"// {'new' if new else 'old'} v = {v} at {fps} Hz: rest {x - 1000!r} px, stopped at {t!r} s")
    print("// a release 100 px past the top (lower 0) at the pointer's 0 px/s, new: (fps, t, position)")
    for fps in (30, 60, 144):
        for t, x in run(Kinetic(0, 5000, -100, 0, True), fps)[:4]:
            print(f"({fps}, {t!r}, {x!r}),")
    print("// the same 100 px past the end (upper 5000): no clamp")
    for fps in (60,):
        for t, x in run(Kinetic(0, 5000, 5100, 0, True), fps)[:4]:
            print(f"({fps}, {t!r}, {x!r}),")
    print("// a release 60 px past the top moving out at the pointer's -1000 px/s, new, 60 Hz")
    for t, x in run(Kinetic(0, 5000, -60, -1000, True), 60)[:8]:
        print(f"(60, {t!r}, {x!r}),")


if __name__ == "__main__":
    main()
