/// Pairs the pointer events SDL makes of a Wayland window's input with the compositor's own events
/// for them, which carry when they happened (SDL 2 drops that time and stamps each event when it
/// reads it). `Window` listens to the seat's pointer on SDL's connection (`cit_wayland_listen`), so
/// the compositor sends every event twice, to SDL and to this; SDL skips a move that lands on the
/// same whole point as the one before and a press its hit test takes, so the pairing goes by what
/// the events say, in order: each SDL event takes the oldest pending one that matches it, and every
/// pending event before that one is one SDL skipped.
struct WaylandPointerTimes {
    /// One of the compositor's pointer events: what it was and its time (milliseconds).
    struct Event: Equatable {
        enum Kind: Equatable {
            /// A move to (`x`, `y`), surface coordinates (SDL's window units under Wayland).
            case motion(x: Double, y: Double)
            /// A button (Linux's code: 0x110 left …) went down, or up.
            case press(button: UInt32), release(button: UInt32)
        }
        var kind: Kind
        var time: UInt32
    }

    /// The most events kept waiting for their SDL events: the oldest go first.
    static let capacity = 256
    /// Received and not yet paired, oldest first.
    private(set) var pending: [Event] = []

    /// Takes the compositor's newest events.
    mutating func receive(_ events: some Sequence<Event>) {
        pending.append(contentsOf: events)
        if pending.count > Self.capacity { pending.removeFirst(pending.count - Self.capacity) }
    }

    /// The time of the move SDL reports at (`x`, `y`) in window units (SDL floors the surface's
    /// fixed-point position), or nil when none pending matches.
    mutating func motion(x: Int32, y: Int32) -> UInt32? {
        take {
            guard case .motion(let px, let py) = $0 else { return false }
            return abs(px.rounded(.down) - Double(x)) <= 1 && abs(py.rounded(.down) - Double(y)) <= 1
        }
    }

    /// The time of SDL's press (`pressed`) or release of `button` (SDL's number: 1 left, 2 middle,
    /// 3 right, 4 and 5 the side buttons), or nil when none pending matches.
    mutating func button(_ button: UInt8, pressed: Bool) -> UInt32? {
        let code: UInt32
        switch button {
        case 1: code = 0x110
        case 2: code = 0x112
        case 3: code = 0x111
        case 4: code = 0x113
        case 5: code = 0x114
        default: return nil
        }
        return take { $0 == (pressed ? .press(button: code) : .release(button: code)) }
    }

    private mutating func take(where matches: (Event.Kind) -> Bool) -> UInt32? {
        guard let index = pending.firstIndex(where: { matches($0.kind) }) else { return nil }
        let time = pending[index].time
        pending.removeFirst(index + 1)
        return time
    }
}
