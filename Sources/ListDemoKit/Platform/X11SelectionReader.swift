import CX11
import Glibc

/// Reads the X server's CLIPBOARD and PRIMARY selections as UTF-8 text over a connection of its
/// own, by ICCCM §2.4's conversion and §2.7.2's INCR transfer: owners send text larger than about
/// a request (xclip above 1 MB or so) in chunks, which SDL 2.26 does not read (it pastes nothing
/// and says nothing). Owners answer through their event loops, so while waiting the reader lets
/// the app's own loop run once in a while (`pump`): when the app itself owns the selection, SDL
/// answers from there.
///
/// Bounded, so a paste never holds a frame for long: the whole read (conversion and every chunk)
/// ends at `deadline` seconds (1 s, SDL's own wait for an owner's answer) with what has come by then;
/// of the text only the first `keptBytes` are kept (the rest is read, counted and dropped, so an
/// owner mid-transfer is never left waiting), and a chunk is never read past that either.
/// One thread (the main one): the connection is not shared.
final class X11SelectionReader {
    /// How long a whole read may take, in seconds: SDL's own wait for an owner's answer.
    static let deadline = 1.0
    /// How much of a selection's text is kept, in bytes: more than any text field takes (16 KB),
    /// so a field cut at its limit knows it was cut.
    static let keptBytes = 64 * 1024
    /// How long one wait for the owner lasts before the app's loop runs again, in milliseconds.
    private static let pumpInterval: Int32 = 5

    private let display: OpaquePointer
    /// An unmapped window of the reader's own, where owners put the text.
    private let window: XID
    private let atoms: (clipboard: Atom, utf8: Atom, incr: Atom, property: Atom)
    private let pump: () -> Void

    /// A reader on the display `name` (nil: `DISPLAY`), calling `pump` while it waits; nil when
    /// there is no X display.
    init?(display name: String? = nil, pump: @escaping () -> Void) {
        guard let display = XOpenDisplay(name) else { return nil }
        self.display = display
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        // PropertyNotify: each INCR chunk arrives as a new value of the property.
        XSelectInput(display, window, PropertyChangeMask)
        atoms = (XInternAtom(display, "CLIPBOARD", 0), XInternAtom(display, "UTF8_STRING", 0),
                 XInternAtom(display, "INCR", 0), XInternAtom(display, "LISTDEMO_SELECTION", 0))
        self.pump = pump
    }

    deinit {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// Whether `selection` has an owner (one round trip, no transfer): what the context menu's
    /// Paste is enabled by.
    func hasOwner(_ selection: ClipboardSelection) -> Bool {
        XGetSelectionOwner(display, atom(selection)) != 0
    }

    /// The text `selection` holds (UTF8_STRING, else Latin-1 STRING), nil when it has no owner, the
    /// owner has no text or did not answer in time.
    func read(_ selection: ClipboardSelection) -> ClipboardText? {
        let name = atom(selection)
        guard XGetSelectionOwner(display, name) != 0 else { return nil }
        let deadline = Self.now() + Self.deadline
        for (target, latin1) in [(atoms.utf8, false), (CX11_XA_STRING, true)] {
            switch convert(name, to: target, deadline: deadline) {
            case .refused: continue
            case .timedOut: return nil
            case .converted:
                guard var transfer = receive(deadline: deadline) else { return nil }
                if latin1 { transfer.text = String(String.UnicodeScalarView(transfer.bytes.map { Unicode.Scalar($0) })) }
                return transfer.clipboardText
            }
        }
        return nil
    }

    private enum Conversion { case converted, refused, timedOut }

    /// Asks the owner of `selection` for it as `target` into the reader's property and waits for the answer.
    private func convert(_ selection: Atom, to target: Atom, deadline: Double) -> Conversion {
        XDeleteProperty(display, window, atoms.property)
        XConvertSelection(display, selection, target, atoms.property, window, 0)
        var answer: Conversion?
        let arrived = wait(until: deadline) { event in
            guard event.type == SelectionNotify, event.xselection.selection == selection else { return false }
            answer = event.xselection.property == 0 ? .refused : .converted
            return true
        }
        return arrived ? answer ?? .refused : .timedOut
    }

    /// What arrived: the kept bytes, how many came in all, and whether the transfer finished.
    private struct Transfer {
        var bytes: [UInt8] = []
        var total = 0
        var finished = false
        /// Set for a Latin-1 transfer; otherwise the bytes are UTF-8.
        var text: String?

        var clipboardText: ClipboardText {
            ClipboardText(text: text ?? String(decoding: bytes, as: UTF8.self),
                          isWhole: finished && total == bytes.count)
        }

        /// Keeps what fits of `chunk` and counts all of it.
        mutating func append(_ chunk: UnsafeBufferPointer<UInt8>, total size: Int) {
            bytes += chunk.prefix(max(0, X11SelectionReader.keptBytes - bytes.count))
            total += size
        }
    }

    /// Reads the converted text from the property: at once, or chunk by chunk for INCR (deleting
    /// the property asks for the next; an empty chunk ends it). Nil when it was not text.
    private func receive(deadline: Double) -> Transfer? {
        var transfer = Transfer()
        // Deleting the INCR property (its value only a lower bound of the size) asks for the first chunk.
        switch takeProperty(into: &transfer) {
        case .incremental: break
        case .text:
            transfer.finished = true
            return transfer
        case .other: return nil
        }
        while !transfer.finished {
            var chunk = Chunk.other
            let arrived = wait(until: deadline) { event in
                guard event.type == PropertyNotify, event.xproperty.atom == atoms.property,
                      event.xproperty.state == PropertyNewValue else { return false }
                let before = transfer.total
                chunk = takeProperty(into: &transfer)
                if transfer.total == before { transfer.finished = true }
                return true
            }
            guard arrived else { break }
            guard chunk == .text else { return nil }
        }
        return transfer
    }

    /// What a property held: 8-bit data (text), the start of an INCR transfer, or anything else.
    private enum Chunk { case text, incremental, other }

    /// Reads the property's 8-bit value into `transfer` (no further than it keeps) and deletes it.
    private func takeProperty(into transfer: inout Transfer) -> Chunk {
        defer { XDeleteProperty(display, window, atoms.property) }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // Lengths count 32-bit units; one more than the room left, so `after` counts the rest.
        let room = (max(0, Self.keptBytes - transfer.bytes.count) + 3) / 4 + 1
        guard XGetWindowProperty(display, window, atoms.property, 0, room, 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success else { return .other }
        defer { if let data { XFree(data) } }
        if type == atoms.incr { return .incremental }
        guard format == 8 else { return .other }
        transfer.append(UnsafeBufferPointer(start: data, count: Int(count)), total: Int(count + after))
        return .text
    }

    /// Takes the reader's events until `take` accepts one (true) or `deadline` passes (false),
    /// letting the app's loop run between waits.
    private func wait(until deadline: Double, take: (inout XEvent) -> Bool) -> Bool {
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if take(&event) { return true }
            }
            let left = deadline - Self.now()
            guard left > 0 else { return false }
            pump()
            var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, min(Self.pumpInterval, Int32((left * 1000).rounded(.up))))
        }
    }

    private func atom(_ selection: ClipboardSelection) -> Atom {
        selection == .primary ? CX11_XA_PRIMARY : atoms.clipboard
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
