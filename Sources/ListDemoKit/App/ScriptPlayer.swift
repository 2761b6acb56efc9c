import ScrollCore

/// Something a script asks the app to do at a moment.
enum AppInput: Equatable {
    case input(InputEvent)
    case scrollTo(IndexPath, ScrollPosition, animated: Bool)
    case edit(insert: Bool, IndexPath)
    case resize(Size)
    case overlay(Bool)
    case screenshot(String)
    case quit
}

/// A script turned into timed app inputs: a drag becomes a press, pointer moves every 1/120 s
/// (independent of the frame rate, so a fling's velocity does not depend on it) and a release.
struct ScriptPlayer {
    /// Pointer samples per second while a script drags.
    static let pointerRate = 120.0

    struct Scheduled: Equatable {
        var time: Double
        var input: AppInput
    }

    private(set) var queue: [Scheduled]
    private var next = 0

    init(_ script: Script) {
        var queue: [Scheduled] = []
        for command in script.commands {
            Self.expand(command, into: &queue)
        }
        // Stable: inputs at the same time keep the script's order.
        self.queue = queue.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// No inputs.
    static let empty = ScriptPlayer(Script(commands: []))

    var isFinished: Bool { next == queue.count }
    /// When the next input is due.
    var nextTime: Double? { isFinished ? nil : queue[next].time }

    /// Hands every input due by `time` to `body`, in order.
    mutating func deliver(through time: Double, _ body: (Scheduled) throws -> Void) rethrows {
        while next < queue.count, queue[next].time <= time {
            let item = queue[next]
            next += 1
            try body(item)
        }
    }

    private static func expand(_ command: ScriptCommand, into queue: inout [Scheduled]) {
        let t = command.time
        func add(_ input: AppInput, at time: Double = t) { queue.append(Scheduled(time: time, input: input)) }
        func point(_ p: ScriptPoint) -> Point { Point(x: p.x, y: p.y) }
        switch command.action {
        case .wheel(let notches): add(.input(.wheel(notches: notches)))
        case .pan(let points): add(.input(.preciseWheel(notches: points / ListView.wheelNotchDistance)))
        case .drag(let from, let to, let duration, let hold):
            add(.input(.pointerDown(point(from))))
            let steps = max(1, Int((duration * pointerRate).rounded(.up)))
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                add(.input(.pointerMoved(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))),
                    at: t + duration * f)
            }
            add(.input(.pointerUp(point(to))), at: t + duration + (hold ?? 0))
        case .press(let p): add(.input(.pointerDown(point(p))))
        case .move(let p): add(.input(.pointerMoved(point(p))))
        case .release(let p): add(.input(.pointerUp(point(p))))
        case .click(let p):
            add(.input(.pointerDown(point(p))))
            add(.input(.pointerUp(point(p))))
        case .key(let chord): add(.input(.key(name: chord.key.name, modifiers: chord.modifiers)))
        case .typeText(let text): add(.input(.textInput(text)))
        case .scrollTo(let indexPath, let position, let animated):
            let where_: ScrollPosition = switch position {
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            case .none: .none
            }
            add(.scrollTo(indexPath, where_, animated: animated))
        case .insert(let indexPath): add(.edit(insert: true, indexPath))
        case .delete(let indexPath): add(.edit(insert: false, indexPath))
        case .resize(let size): add(.resize(Size(width: Double(size.width), height: Double(size.height))))
        case .overlay(let on): add(.overlay(on))
        case .screenshot(let path): add(.screenshot(path))
        case .quit: add(.quit)
        }
    }
}
