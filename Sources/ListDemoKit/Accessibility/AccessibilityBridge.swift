import CAccessibility
import CSDL2
import Glibc
import ScrollCore

/// The app on the desktop's accessibility bus: after each frame the window runner hands it the
/// frame, it builds the tree (`AppFrame.accessibleTree`) and brings the ATK objects
/// (`CAccessibility`) in line with it, so each change is announced once (a state, a child, a
/// name, a text edit) and the focus event follows the keyboard. What a client asks (a row's
/// action, a scroll, a text edit) it carries out on the app, on the main thread.
///
/// It starts with the first frame; with no accessibility bus (or `NO_AT_BRIDGE=1`) it stays off
/// and costs nothing more. ATK and its bridge are loaded then (`cax_load`), and only when a bus is
/// there and answered (`AccessibilityBus`): a run nobody can read never maps them, and a bus that never answers
/// never holds the window. GLib's main context is served from the runner's loop (`serve`,
/// `waitingIdle`).
final class AccessibilityBridge {
    /// Rows off screen that a client asked for are kept this many at a time (the most recent), so
    /// a client can go on using them; older ones become defunct.
    static let offScreenLimit = 64

    /// An ATK object the app made and holds, and what it last said about it (children aside).
    struct Node {
        let pointer: OpaquePointer
        let key: UInt64
        var described: AccessibleElement?
    }

    let app: DemoApp
    /// The runner's clock: when a client's request happens.
    let now: () -> Double
    var nodes: [AccessibleElement.ID: Node] = [:]
    var ids: [UInt64: AccessibleElement.ID] = [:]
    private var nextKey: UInt64 = 1
    /// Rows off screen that clients asked for, oldest first.
    private var offScreen: [AccessibleElement.ID] = []
    private var lastFocus: AccessibleElement.ID?
    private enum Status { case notStarted, running, unavailable }
    private var status = Status.notStarted
    /// Whether a client's request changed the app since the runner last asked (`serve`).
    var acted = false

    /// The process's environment, where the accessibility bus is found.
    let environment: [String: String]

    init(app: DemoApp, environment: [String: String], now: @escaping () -> Double) {
        self.app = app
        self.environment = environment
        self.now = now
    }

    // MARK: The runner's loop

    /// Brings the objects in line with `frame` (the frame just drawn) and the window's place on the
    /// screen; the first call starts the bridge.
    func update(frame: AppFrame, window: Window) {
        guard status != .unavailable else { return }
        if status == .notStarted, !admitted() {
            status = .unavailable
            return
        }
        let tree = frame.accessibleTree
        var seen = Set<AccessibleElement.ID>()
        let root = apply(tree, seen: &seen)
        refreshOffScreen(seen: &seen)
        for (id, node) in nodes where !seen.contains(id) { release(id, node) }
        let origin = window.screenPosition
        cax_set_window_geometry(Double(origin.x), Double(origin.y), window.scale)
        if status == .notStarted { start(root: root) }
        let focus = frame.accessibleFocus
        if focus != lastFocus, let focus, let node = nodes[focus] ?? focusedRowOffScreen(focus) {
            cax_node_notify_focus(node.pointer)
        }
        lastFocus = focus
    }

    /// Answers what clients asked since the last turn, without blocking; true when a request
    /// changed the app (the runner draws a frame).
    func serve() -> Bool {
        guard status == .running else { return false }
        cax_serve()
        defer { acted = false }
        return acted
    }

    /// Runs `wait` (the runner's blocking wait for input, at most `seconds`) so that it also ends
    /// when a client asks something: GLib's descriptors are watched meanwhile and its next timeout
    /// shortens the wait. What arrived is answered after the wait.
    func waitingIdle<T>(atMost seconds: Double, _ wait: (Double) throws -> T) rethrows -> T {
        guard status == .running else { return try wait(seconds) }
        let deadline = cax_idle_begin()
        defer { cax_idle_end() }
        return try wait(deadline < 0 ? seconds : min(seconds, Double(deadline) / 1000))
    }

    /// Whether the bridge may start: an accessibility bus answered (`AccessibilityBus`), and ATK and the bridge
    /// loaded. A bus that is there and did not answer is named in one line; the window goes on without the bridge.
    private func admitted() -> Bool {
        switch AccessibilityBus.find(environment: environment) {
        case .none:
            return false
        case .unanswered(let address, let reason):
            StandardError.writeLine("listdemo: no accessibility bus: \(address.quotedForMessage) did not answer (\(reason)); "
                                    + "the window goes on without screen readers")
            return false
        case .answered(let address):
            guard cax_load() else { return false }
            // The bridge's own look-up would ask the session bus again, unbounded: it is given the bus that answered.
            // No thread of the app reads the environment meanwhile.
            setenv("AT_SPI_BUS_ADDRESS", address, 1)
            return true
        }
    }

    // MARK: Objects

    private func start(root: OpaquePointer) {
        let callbacks = CaxCallbacks(
            context: Unmanaged.passUnretained(self).toOpaque(),
            request: { context, request in
                guard let context, let request else { return false }
                return Unmanaged<AccessibilityBridge>.fromOpaque(context).takeUnretainedValue().handle(request.pointee)
            },
            table_row: { context, key, row in
                guard let context else { return nil }
                return Unmanaged<AccessibilityBridge>.fromOpaque(context).takeUnretainedValue().tableRow(list: key, number: Int(row))
            },
            wake: {
                // SDL's queue is safe to push to from any thread, and a push wakes SDL_WaitEventTimeout.
                var event = SDL_Event()
                event.type = SDL_USEREVENT.rawValue
                SDL_PushEvent(&event)
            })
        if cax_start(root, callbacks) {
            status = .running
            // A screen reader follows the window that says it became active (the frame is the window).
            if let frame = nodes[.frame] { cax_node_notify_window(frame.pointer, "activate") }
        } else {
            status = .unavailable
            for (id, node) in nodes { release(id, node) }
        }
    }

    /// The object for `element` and its subtree, made or brought up to date; every id visited goes into `seen`.
    @discardableResult
    private func apply(_ element: AccessibleElement, seen: inout Set<AccessibleElement.ID>) -> OpaquePointer {
        var node = nodes[element.id] ?? makeNode(for: element)
        seen.insert(element.id)
        let children: [OpaquePointer?] = element.children.map { apply($0, seen: &seen) }
        var itself = element
        itself.children = []
        if node.described != itself {
            describe(node.pointer, as: itself)
            node.described = itself
            nodes[element.id] = node
        }
        children.withUnsafeBufferPointer { cax_node_set_children(node.pointer, $0.baseAddress, Int32($0.count)) }
        return node.pointer
    }

    private func makeNode(for element: AccessibleElement) -> Node {
        let kind: CaxKind = switch element.role {
        case .frame: CaxKindWindow
        case .table: CaxKindTable
        case .entry: CaxKindText
        default: CaxKindPlain
        }
        let role: CaxRole = switch element.role {
        case .application: CaxRoleApplication
        case .frame: CaxRoleFrame
        case .toolBar: CaxRoleToolBar
        case .pushButton: CaxRolePushButton
        case .label: CaxRoleLabel
        case .table: CaxRoleTable
        case .tableCell: CaxRoleTableCell
        case .heading: CaxRoleHeading
        case .entry: CaxRoleEntry
        case .notification: CaxRoleNotification
        case .dialog: CaxRoleDialog
        case .menu: CaxRoleMenu
        case .menuItem: CaxRoleMenuItem
        }
        let key = nextKey
        nextKey += 1
        let node = Node(pointer: cax_node_new(kind, role, key), key: key)
        nodes[element.id] = node
        ids[key] = element.id
        return node
    }

    /// Sets what `element` says on its object; the states last, since the first states mark the
    /// object described (changes from then on are announced).
    private func describe(_ pointer: OpaquePointer, as element: AccessibleElement) {
        cax_node_set_name(pointer, element.name)
        cax_node_set_description(pointer, element.description)
        cax_node_set_bounds(pointer, element.bounds.minX, element.bounds.minY, element.bounds.width, element.bounds.height)
        cax_node_set_action(pointer, element.action)
        cax_node_set_level(pointer, Int32(element.level))
        cax_node_set_row(pointer, Int32(clamping: element.rowNumber ?? -1))
        if element.role == .table {
            cax_node_set_table(pointer, Int32(clamping: element.rowCount), Int32(clamping: element.selectedRow ?? -1))
        }
        if let text = element.text {
            let characters = Array(text.value)
            func codePoints(_ offset: Int) -> Int32 {
                Int32(clamping: characters[..<min(max(0, offset), characters.count)].reduce(0) { $0 + $1.unicodeScalars.count })
            }
            cax_node_set_text(pointer, text.value, codePoints(text.caret), codePoints(text.anchor))
        }
        cax_node_set_states(pointer, element.states.rawValue)
    }

    private func release(_ id: AccessibleElement.ID, _ node: Node) {
        nodes[id] = nil
        ids[node.key] = nil
        offScreen.removeAll { $0 == id }
        cax_node_release(node.pointer)
    }

    // MARK: Rows off screen

    /// The object for row `number` of the list whose key is `list`: the one on screen, or one made for
    /// the request and kept among the last `offScreenLimit`.
    private func tableRow(list key: UInt64, number: Int) -> OpaquePointer? {
        guard let listID = ids[key], listID == .list(ObjectIdentifier(app.scene.list)), let list = nodes[listID],
              let element = app.accessibleRow(number: number) else { return nil }
        // A row in the tree (on screen) is the list's child already.
        if let shown = nodes[element.id], !offScreen.contains(element.id) { return shown.pointer }
        var seen = Set<AccessibleElement.ID>()
        let pointer = apply(element, seen: &seen)
        cax_node_set_parent(pointer, list.pointer)
        offScreen.removeAll { $0 == element.id }
        offScreen.append(element.id)
        if offScreen.count > Self.offScreenLimit, let oldest = nodes[offScreen[0]] {
            releaseRow(offScreen[0], oldest)
        }
        return pointer
    }

    /// Releases an off-screen row and its field.
    private func releaseRow(_ id: AccessibleElement.ID, _ node: Node) {
        // A row's only possible child is its field.
        if case .row(let list, let identity) = id, let field = nodes[.field(list, identity)] {
            release(.field(list, identity), field)
        }
        release(id, node)
    }

    /// Off-screen rows clients hold are kept up to date (a checkmark that moved) while their list is
    /// on top and they still name the same row; the others go, and those back on screen are the
    /// tree's again. Kept ones go into `seen`.
    private func refreshOffScreen(seen: inout Set<AccessibleElement.ID>) {
        offScreen.removeAll { seen.contains($0) }
        let current = ObjectIdentifier(app.scene.list)
        for id in offScreen where !seen.contains(id) {
            guard case .row(current, _) = id, let number = nodes[id]?.described?.rowNumber,
                  let element = app.accessibleRow(number: number), element.id == id else { continue }
            apply(element, seen: &seen)
        }
        offScreen.removeAll { !seen.contains($0) }
    }

    /// The focused row when it is not on screen (the ring moved past the edge before the list followed).
    private func focusedRowOffScreen(_ focus: AccessibleElement.ID) -> Node? {
        guard case .row = focus, let current = app.scene.list.currentRow,
              let number = app.scene.list.layout.rowNumber(of: current),
              let list = nodes[.list(ObjectIdentifier(app.scene.list))], tableRow(list: list.key, number: number) != nil
        else { return nil }
        return nodes[focus]
    }
}
