import ScrollCore

// Frames, and what a frame leaves readable: the offset, the velocity, the content's height,
// whether the list rests, the rows on screen.

@_cdecl("sc_list_advance")
public func sc_list_advance(_ handle: OpaquePointer?, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).advance(to: try finite(t, "t")) }
}

@_cdecl("sc_list_offset")
public func sc_list_offset(_ handle: OpaquePointer?) -> Double { value(handle) { $0.list.offset } }

@_cdecl("sc_list_velocity")
public func sc_list_velocity(_ handle: OpaquePointer?) -> Double { value(handle) { $0.list.velocity } }

@_cdecl("sc_list_content_height")
public func sc_list_content_height(_ handle: OpaquePointer?) -> Double { value(handle) { $0.list.layout.contentHeight } }

@_cdecl("sc_list_is_idle")
public func sc_list_is_idle(_ handle: OpaquePointer?) -> Int32 {
    var idle: Int32 = failed
    _ = status { () throws(CFailure) in
        let list = try list(handle)
        idle = list.list.isIdle ? 1 : 0
    }
    return idle
}

@_cdecl("sc_list_visible_rows")
public func sc_list_visible_rows(_ handle: OpaquePointer?, _ rows: UnsafeMutablePointer<Int>?,
                                 _ tops: UnsafeMutablePointer<Double>?, _ capacity: Int) -> Int {
    size(handle) { list throws(CFailure) in
        guard capacity == 0 || (rows != nil && tops != nil) else { throw CFailure("rows or tops is NULL") }
        for (index, visible) in list.visible.prefix(max(0, capacity)).enumerated() {
            rows![index] = visible.row
            tops![index] = visible.top
        }
        return list.visible.count
    }
}
