import ScrollCore

/// Something a script asks the app to do at a moment.
enum AppInput: Equatable {
    case input(InputEvent)
    case scrollTo(IndexPath, ScrollPosition, animated: Bool)
    case edit(insert: Bool, IndexPath)
    case resize(Size)
    case overlay(Bool)
    case screenshot(String)
    /// Present the next frame this many seconds late.
    case stall(Double)
    case quit
}

/// A script turned into timed app inputs as time passes: most commands give their inputs at their own time (a click
/// is a press and a release); a drag gives its pointer samples while it lasts (`ScriptedDrag`). Nothing is expanded
/// up front, so memory follows the script's length, not the time it covers.
struct ScriptPlayer {
    struct Scheduled: Equatable {
        var time: Double
        var input: AppInput
    }

    private let commands: [ScriptCommand]
    /// How many commands have begun.
    private var begun = 0
    /// Begun commands with inputs still to give, in script order, so inputs due at the same time keep that order.
    private var running: [CommandPlayback] = []

    init(_ script: Script) {
        commands = script.commands
    }

    /// No inputs.
    static let empty = ScriptPlayer(Script(commands: []))

    var isFinished: Bool { begun == commands.count && running.isEmpty }

    /// When the next input is due (a drag's sample at a frame's own time is due whenever a frame is made).
    var nextTime: Double? {
        let waiting = begun < commands.count ? commands[begun].time : nil
        return ([waiting] + running.map(\.nextTime)).compactMap { $0 }.min()
    }

    /// Hands every input due by `time` to `body`, in time order (script order among equal times); a drag moving at
    /// `time` also gives the pointer's position at `time` itself.
    mutating func deliver(through time: Double, _ body: (Scheduled) throws -> Void) rethrows {
        while begun < commands.count, commands[begun].time <= time {
            running.append(CommandPlayback(commands[begun]))
            begun += 1
        }
        while let (index, item, rest) = earliest(through: time) {
            if let rest { running[index] = rest } else { running.remove(at: index) }
            try body(item)
        }
    }

    /// The running command whose next input due by `time` comes first, that input, and the command after giving it
    /// (nil when it has nothing left). The first in script order wins a tie.
    /// - Complexity: O(running commands), usually one or two.
    private func earliest(through time: Double) -> (Int, Scheduled, CommandPlayback?)? {
        var best: (Int, Scheduled, CommandPlayback?)?
        for (index, command) in running.enumerated() {
            var rest = command
            guard let item = rest.next(through: time) else { continue }
            if best.map({ item.time < $0.1.time }) ?? true {
                best = (index, item, rest.isFinished ? nil : rest)
            }
        }
        return best
    }
}

/// One script command's inputs, given when they are due.
private enum CommandPlayback {
    /// Inputs all due at one time, in order.
    case instant(time: Double, inputs: ArraySlice<AppInput>)
    case drag(ScriptedDrag)

    init(_ command: ScriptCommand) {
        func point(_ p: ScriptPoint) -> Point { Point(x: p.x, y: p.y) }
        func instant(_ inputs: AppInput...) -> CommandPlayback { .instant(time: command.time, inputs: inputs[...]) }
        switch command.action {
        case .drag(let from, let to, let duration, let hold):
            self = .drag(ScriptedDrag(start: command.time, from: point(from), to: point(to), duration: duration, hold: hold))
        case .wheel(let notches): self = instant(.input(.wheel(notches: notches)))
        case .pan(let points): self = instant(.input(.preciseWheel(notches: points / ListView.wheelNotchDistance)))
        case .press(let p): self = instant(.input(.pointerDown(point(p))))
        case .move(let p): self = instant(.input(.pointerMoved(point(p))))
        case .release(let p): self = instant(.input(.pointerUp(point(p))))
        case .click(let p): self = instant(.input(.pointerDown(point(p))), .input(.pointerUp(point(p))))
        case .key(let chord): self = instant(.input(.key(name: chord.key.name, modifiers: chord.modifiers)))
        case .typeText(let text): self = instant(.input(.textInput(text)))
        case .scrollTo(let indexPath, let position, let animated):
            let where_: ScrollPosition = switch position {
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            case .none: .none
            }
            self = instant(.scrollTo(indexPath, where_, animated: animated))
        case .insert(let indexPath): self = instant(.edit(insert: true, indexPath))
        case .delete(let indexPath): self = instant(.edit(insert: false, indexPath))
        case .resize(let size): self = instant(.resize(Size(width: Double(size.width), height: Double(size.height))))
        case .overlay(let on): self = instant(.overlay(on))
        case .screenshot(let path): self = instant(.screenshot(path))
        case .stall(let seconds): self = instant(.stall(seconds))
        case .quit: self = instant(.quit)
        }
    }

    var isFinished: Bool { nextTime == nil }

    /// When the next input is due; nil when all are given.
    var nextTime: Double? {
        switch self {
        case .instant(let time, let inputs): inputs.isEmpty ? nil : time
        case .drag(let drag): drag.nextTime
        }
    }

    /// The next input due by `time`, consuming it; nil when none is due.
    mutating func next(through time: Double) -> ScriptPlayer.Scheduled? {
        switch self {
        case .instant(let due, var inputs):
            guard due <= time, let input = inputs.popFirst() else { return nil }
            self = .instant(time: due, inputs: inputs)
            return ScriptPlayer.Scheduled(time: due, input: input)
        case .drag(var drag):
            let item = drag.next(through: time)
            self = .drag(drag)
            return item
        }
    }
}
