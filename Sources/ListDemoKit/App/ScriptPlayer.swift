import ScrollCore

/// Something a script asks the app to do at a moment.
enum AppInput: Equatable {
    case input(InputEvent)
    case scrollTo(ListIndexPath, ScrollPosition, animated: Bool)
    case edit(insert: Bool, ListIndexPath)
    case resize(Size)
    case overlay(Bool)
    /// Freeze the overlay's view or let it go (F3); step its read-out by this many frames.
    case overlayPause
    case overlayStep(Int)
    /// Move the lists with this physics from the next input on.
    case physics(ScrollPhysics)
    case screenshot(String)
    /// Present the next frame this many seconds late.
    case stall(Double)
    case quit
}

/// A script turned into timed app inputs as time passes: most commands give their inputs at their own time (a click
/// is a press and a release); a drag gives its pointer samples while it lasts (`ScriptedDrag`). Nothing is expanded
/// up front, so memory follows the script's length, not the time it covers, and each input costs O(1) to deliver.
struct ScriptPlayer {
    struct Scheduled: Equatable {
        var time: Double
        var input: AppInput
    }

    private let commands: [ScriptCommand]
    /// How many commands have begun.
    private var begun = 0
    /// The drag under way: one at a time, as a script has one pointer (`Script.parse` refuses overlapping drags; a
    /// drag that begins while another has not released, as rounding allows at the edge, releases that one first).
    private var drag: ScriptedDrag?

    init(_ script: Script) {
        commands = script.commands
    }

    /// No inputs.
    static let empty = ScriptPlayer(Script(commands: []))

    var isFinished: Bool { begun == commands.count && drag == nil }

    /// When the next input is due (a drag's sample at a frame's own time is due whenever a frame is made).
    var nextTime: Double? {
        let waiting = begun < commands.count ? commands[begun].time : nil
        return [waiting, drag?.nextTime].compactMap { $0 }.min()
    }

    /// Hands every input due by `time` to `body`, in time order (script order among equal times: the drag under way
    /// began before any command not yet begun); a drag moving at `time` also gives the pointer's position at `time`.
    mutating func deliver(through time: Double, _ body: (Scheduled) throws -> Void) rethrows {
        while true {
            let command = begun < commands.count && commands[begun].time <= time ? commands[begun] : nil
            var advanced = drag
            if let input = advanced?.next(through: time), command.map({ input.time <= $0.time }) ?? true {
                drag = advanced?.nextTime == nil ? nil : advanced
                try body(input)
            } else if let command {
                begun += 1
                switch Self.playback(of: command) {
                case .inputs(let inputs):
                    for input in inputs { try body(Scheduled(time: command.time, input: input)) }
                case .drag(let newDrag):
                    if let release = drag?.cutShort(at: command.time) { try body(release) }
                    drag = newDrag
                }
            } else {
                return
            }
        }
    }

    /// How a command plays: inputs all due at its time, in order, or a drag.
    private enum Playback {
        case inputs([AppInput])
        case drag(ScriptedDrag)
    }

    private static func playback(of command: ScriptCommand) -> Playback {
        switch command.action {
        case .drag(let from, let to, let duration, let hold):
            return .drag(ScriptedDrag(start: command.time, from: from, to: to, duration: duration,
                                      hold: hold))
        case .wheel(let notches): return .inputs([.input(.wheel(notches: notches))])
        case .pan(let points):
            // In notches of UIKit's unit, which every preset keeps (`ScrollPhysics.Timings.preciseWheelUnit`).
            return .inputs([.input(.preciseWheel(notches: points / ScrollPhysics.Timings.uikit.preciseWheelUnit))])
        case .press(let p): return .inputs([.input(.pointerDown(p))])
        case .move(let p): return .inputs([.input(.pointerMoved(p))])
        case .release(let p): return .inputs([.input(.pointerUp(p))])
        case .click(let p): return .inputs([.input(.pointerDown(p)), .input(.pointerUp(p))])
        case .rightClick(let p): return .inputs([.input(.contextClick(p))])
        case .middleClick(let p): return .inputs([.input(.middleClick(p))])
        case .key(let chord): return .inputs([.input(.key(name: chord.key.name, modifiers: chord.modifiers))])
        case .typeText(let text): return .inputs([.input(.textInput(text))])
        case .scrollTo(let indexPath, let position, let animated):
            return .inputs([.scrollTo(indexPath, position, animated: animated)])
        case .insert(let indexPath): return .inputs([.edit(insert: true, indexPath)])
        case .delete(let indexPath): return .inputs([.edit(insert: false, indexPath)])
        case .resize(let size): return .inputs([.resize(size)])
        case .overlay(let on): return .inputs([.overlay(on)])
        case .overlayPause: return .inputs([.overlayPause])
        case .overlayStep(let frames): return .inputs([.overlayStep(frames)])
        case .physics(let name):
            // The parser checked the name against the presets.
            return .inputs(ScrollPhysics.named(name).map { [.physics($0)] } ?? [])
        case .screenshot(let path): return .inputs([.screenshot(path)])
        case .stall(let seconds): return .inputs([.stall(seconds)])
        case .access(let action): return .inputs([.input(.access(action))])
        case .quit: return .inputs([.quit])
        }
    }
}
