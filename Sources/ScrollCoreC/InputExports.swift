import ScrollCore

// A list's input: pointer, wheel, fling, stop, and scrolls to an offset or a row.

@_cdecl("sc_list_pointer_down")
public func sc_list_pointer_down(_ handle: OpaquePointer?, _ y: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).list.pointerDown(y: try finite(y, "y"), at: try finite(t, "t")) }
}

@_cdecl("sc_list_pointer_move")
public func sc_list_pointer_move(_ handle: OpaquePointer?, _ y: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).list.pointerMoved(y: try finite(y, "y"), at: try finite(t, "t")) }
}

@_cdecl("sc_list_pointer_up")
public func sc_list_pointer_up(_ handle: OpaquePointer?, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).list.pointerUp(at: try finite(t, "t")) }
}

@_cdecl("sc_list_wheel")
public func sc_list_wheel(_ handle: OpaquePointer?, _ notches: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        try list(handle).list.wheel(notches: try finite(notches, "notches"), at: try finite(t, "t"))
    }
}

@_cdecl("sc_list_wheel_delta")
public func sc_list_wheel_delta(_ handle: OpaquePointer?, _ points: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        try list(handle).list.wheel(delta: try finite(points, "points"), at: try finite(t, "t"))
    }
}

@_cdecl("sc_list_fling")
public func sc_list_fling(_ handle: OpaquePointer?, _ velocity: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let (list, velocity, time) = (try list(handle), try finite(velocity, "velocity"), try finite(t, "t"))
        do throws(ListError) {
            try list.list.fling(velocity: velocity, at: time)
        } catch {
            throw CFailure("\(error)")
        }
    }
}

@_cdecl("sc_list_stop")
public func sc_list_stop(_ handle: OpaquePointer?, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).list.stopScrolling(at: try finite(t, "t")) }
}

@_cdecl("sc_list_set_offset")
public func sc_list_set_offset(_ handle: OpaquePointer?, _ offset: Double, _ animated: Int32, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let (list, offset, time) = (try list(handle), try finite(offset, "offset"), try finite(t, "t"))
        do throws(ListError) {
            try list.list.setContentOffset(offset, animated: animated != 0, at: time)
        } catch {
            throw CFailure("\(error)")
        }
    }
}

@_cdecl("sc_list_scroll_to_row")
public func sc_list_scroll_to_row(_ handle: OpaquePointer?, _ row: Int, _ position: UnsafePointer<CChar>?,
                                  _ animated: Int32, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let name = try string(position, "position")
        guard let position = ScrollPosition(rawValue: name) else {
            throw CFailure("unknown position \(quoted(name)): use top, middle, bottom or none")
        }
        let (indexPath, time) = (try list.indexPath(ofRow: row), try finite(t, "t"))
        do throws(ListError) {
            try list.list.scrollToRow(indexPath, position: position, animated: animated != 0, at: time)
        } catch {
            throw CFailure("\(error)")
        }
    }
}
