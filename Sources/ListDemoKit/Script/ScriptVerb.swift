/// The first word after the time: which action a line describes, and how its arguments are written.
enum ScriptVerb: String, CaseIterable {
    case wheel, pan, drag, press, move, release, click, key, type
    case rightClick = "right-click", middleClick = "middle-click"
    case scrollTo = "scroll-to"
    case insert, delete, resize, overlay, physics, screenshot, stall, quit
    case overlayPause = "overlay-pause", overlayStep = "overlay-step"
    case access

    /// The arguments as a message shows them: `drag needs 'X,Y X,Y SECONDS [hold SECONDS]'`.
    var usage: String {
        switch self {
        case .wheel: "NOTCHES"
        case .pan: "POINTS"
        case .drag: "X,Y X,Y SECONDS [hold SECONDS]"
        case .press, .move, .release, .click, .rightClick, .middleClick: "X,Y"
        case .key: "[MODIFIER+]KEY"
        case .type: "TEXT"
        case .scrollTo: "SECTION ROW top|middle|bottom|none [animated]"
        case .insert, .delete: "SECTION ROW"
        case .resize: "WxH"
        case .overlay: "on|off"
        case .physics: "NAME"
        case .screenshot: "PATH"
        case .stall: "SECONDS"
        case .quit, .overlayPause: ""
        case .overlayStep: "FRAMES"
        case .access: "ACTION ARGUMENTS"
        }
    }

    /// The complaint for arguments of the wrong number or shape.
    var usageProblem: String {
        usage.isEmpty ? "\(rawValue) takes no arguments" : "\(rawValue) needs '\(usage)'"
    }
}
