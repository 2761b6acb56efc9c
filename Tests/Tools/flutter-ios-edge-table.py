#!/usr/bin/env python3
"""The edge numbers the `flutter-ios` preset is checked against, computed apart from the engine from
Flutter's BouncingScrollPhysics (packages/flutter/lib/src/widgets/scroll_physics.dart,
scroll_simulation.dart, physics/spring_simulation.dart) and ScrollDragController
(widgets/scroll_activity.dart).

Drag: every pointer event's delta goes through `applyPhysicsToUserOffset` before the position
moves (`ScrollPosition.applyUserOffset`: pixels -= the result). An event that starts inside the
bounds (`!position.outOfRange`) moves 1:1 however far it goes past the edge; an event that starts
past the edge moves by `_applyFriction(overscrollPast, |delta|, gamma)` where gamma is
`frictionFactor(fraction)` = 0.52 (1 - fraction)^2 of the overscroll as a fraction of the viewport,
the fraction taken after the move when the event eases back toward the edge.
Release: `ScrollDragController.end` hands the pointer's velocity (the drag's, not the content's) to
`goBallistic`; past the edge `BouncingScrollSimulation` starts the underscroll/overscroll spring
`ScrollSpringSimulation(spring, pixels, edge, velocity)` at once, with
`SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)` (overdamped), done within
the tolerance of a device pixel ratio of 1: 1 px and 20 px/s (`ScrollPhysics.toleranceFor`).
Device assumptions: device pixel ratio 1 (Flutter's logical pixels are listdemo points), a 756 pt
viewport (the default window's list).
Usage: flutter-ios-edge-table.py   (prints Swift literals)"""
import math

VIEWPORT = 756.0
MASS, STIFFNESS, RATIO = 0.5, 100.0, 1.1
TOLERANCE_DISTANCE, TOLERANCE_VELOCITY = 1.0, 20.0


def friction_factor(fraction):
    return 0.52 * (1 - fraction) ** 2


def apply_friction(extent_outside, abs_delta, gamma):
    total = 0.0
    if extent_outside > 0:
        delta_to_limit = extent_outside / gamma
        if abs_delta < delta_to_limit:
            return abs_delta * gamma
        total += extent_outside
        abs_delta -= delta_to_limit
    return total + abs_delta


def user_offset(pixels, offset, min_extent=0.0, max_extent=1e9):
    """BouncingScrollPhysics.applyPhysicsToUserOffset (offset > 0: the finger moves down)."""
    if min_extent <= pixels <= max_extent:
        return offset
    past_start = max(min_extent - pixels, 0.0)
    past_end = max(pixels - max_extent, 0.0)
    past = max(past_start, past_end)
    easing = (past_start > 0 and offset < 0) or (past_end > 0 and offset > 0)
    gamma = friction_factor((past - abs(offset)) / VIEWPORT) if easing else friction_factor(past / VIEWPORT)
    return math.copysign(1, offset) * apply_friction(past, abs(offset), gamma)


def drag(pixels, deltas):
    out = []
    for d in deltas:
        pixels -= user_offset(pixels, d)
        out.append(pixels)
    return out


class Spring:
    """ScrollSpringSimulation toward `end` (overdamped: two real roots)."""

    def __init__(self, start, end, velocity):
        c = RATIO * 2 * math.sqrt(MASS * STIFFNESS)
        disc = math.sqrt(c * c - 4 * MASS * STIFFNESS)
        self.r1, self.r2 = (-c - disc) / (2 * MASS), (-c + disc) / (2 * MASS)
        x0 = start - end
        self.c2 = (velocity - self.r1 * x0) / (self.r2 - self.r1)
        self.c1 = x0 - self.c2
        self.end = end

    def x(self, t):
        return self.end + self.c1 * math.exp(self.r1 * t) + self.c2 * math.exp(self.r2 * t)

    def dx(self, t):
        return self.c1 * self.r1 * math.exp(self.r1 * t) + self.c2 * self.r2 * math.exp(self.r2 * t)

    def done(self, t):
        return abs(self.x(t) - self.end) < TOLERANCE_DISTANCE and abs(self.dx(t)) < TOLERANCE_VELOCITY


def main():
    print("// drag from 10 px down the list by five 30 px events pulling past the top: pixels after each")
    print("//", [round(p, 6) for p in drag(10.0, [30, 30, 30, 30, 30])])
    for p in drag(10.0, [30, 30, 30, 30, 30]):
        print(f"{p!r},")
    print("// two 30 px events back toward the top from -60 px")
    for p in drag(-60.0, [-30, -30]):
        print(f"{p!r},")
    print("// release 100 px past the top (pixels -100) with the pointer moving down at 1000 px/s")
    print("// (pixels' velocity -1000): (t, pixels, velocity)")
    spring = Spring(-100.0, 0.0, -1000.0)
    t_done = next(k / 1000 for k in range(1, 10000) if spring.done(k / 1000))
    for t in (0.0, 1 / 60, 1 / 30, 0.067, 0.1, 0.2, 0.5, 1.0):
        print(f"({t!r}, {spring.x(t)!r}, {spring.dx(t)!r}),")
    print(f"// done at {t_done} s (ms grid)")
    content = Spring(-100.0, 0.0, -427.7)
    print(f"// the content's velocity (-427.7) instead: x(0.067) = {content.x(0.067)!r}, "
          f"{content.x(0.067) - spring.x(0.067)!r} from the pointer's")


if __name__ == "__main__":
    main()
