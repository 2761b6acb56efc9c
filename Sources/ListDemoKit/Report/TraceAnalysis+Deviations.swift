/// The largest deviation of each kind of motion in a trace: the report's headline names, for flings, bounces, snaps,
/// wheel steps, key scrolls…, the motion and the frame that strayed furthest from its curve, so one kind's outlier (a
/// key scroll at 275,000 pt/s presented 5 ms late is 1,000 pt off) never hides another's.
extension TraceAnalysis {
    /// The frame that deviated most among the motions of one kind, with its gesture's number and the motion it was
    /// seen during.
    struct KindDeviation {
        /// The motion's name, as the plots name it ("fling", "bounce", "snap", "wheel", "key").
        var kind: String { motion.name }
        var gesture: Int
        var motion: GestureRecording.Segment
        var frame: GestureRecording.Frame
    }

    /// The largest deviation of each kind seen so far, fed one finished gesture at a time.
    struct DeviationsByKind {
        /// Kinds kept: a trace names its animations' kinds freely; beyond these, a new kind is counted, not kept.
        static let keptKinds = 64

        /// The largest deviation of each kind, by kind.
        private(set) var worst: [String: KindDeviation] = [:]
        /// Kinds seen past `keptKinds`, counted once a frame of theirs is.
        private(set) var kindsLeftOut = 0

        /// Takes a finished gesture, numbered `number`: each frame is of the motion running when it was presented.
        /// - Complexity: O(f log s), f its frames and s its motions.
        mutating func add(_ gesture: GestureRecording, number: Int) {
            for frame in gesture.frames {
                guard let motion = gesture.segment(at: frame.presentTime) else { continue }
                if let kept = worst[motion.name] {
                    // Equals keep the earlier frame.
                    if frame.distance > kept.frame.distance {
                        worst[motion.name] = KindDeviation(gesture: number, motion: motion, frame: frame)
                    }
                } else if worst.count < Self.keptKinds {
                    worst[motion.name] = KindDeviation(gesture: number, motion: motion, frame: frame)
                } else {
                    kindsLeftOut += 1
                }
            }
        }

        /// Every kind's largest deviation, the largest first (equals by gesture, then time, then kind).
        var byKind: [KindDeviation] {
            worst.values.sorted { a, b in
                if a.frame.distance != b.frame.distance { return a.frame.distance > b.frame.distance }
                if a.gesture != b.gesture { return a.gesture < b.gesture }
                if a.frame.presentTime != b.frame.presentTime { return a.frame.presentTime < b.frame.presentTime }
                return a.kind < b.kind
            }
        }
    }

    /// The largest deviation of the trace, whatever its kind: the frame and the number of the gesture it belongs to.
    var largestDeviation: (gesture: Int, frame: GestureRecording.Frame)? {
        deviations.byKind.first.map { ($0.gesture, $0.frame) }
    }

    /// A frame's deviation, signed (presented − ideal): the trace records its size (`deviation`, measured by the app
    /// against the curve it ran); its sign is the side of the rebuilt curve the frame was on. Without a recorded
    /// size, the distance to the rebuilt curve; without a curve, the recorded size (or 0).
    static func signedDeviation(recorded: Double?, offset: Double, ideal: Double?) -> Double {
        guard let ideal else { return recorded ?? 0 }
        let rebuilt = offset - ideal
        guard let recorded else { return rebuilt }
        return rebuilt < 0 ? -abs(recorded) : abs(recorded)
    }
}
