import Glibc
import ScrollCore

// The functions `include/scrollcore.h` declares, exported with C names. Each checks its
// arguments before calling into ScrollCore, whose preconditions would trap: a C caller's bad
// input becomes SC_ERROR and a message from `sc_last_error`, and leaves the list as it was.

private let ok: Int32 = 0
private let failed: Int32 = -1
private let maxHeight = 1e6
private let maxMagnitude = 1e9
private let maxRows = 100_000_000

// MARK: Errors

/// The thread's last error message, a C string it owns (freed when replaced or the thread ends).
private let errorKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
}()

private func setLastError(_ message: String) {
    let old = pthread_getspecific(errorKey)
    pthread_setspecific(errorKey, strdup(message))
    free(old)
}

@_cdecl("sc_last_error")
public func sc_last_error() -> UnsafePointer<CChar> {
    if let message = pthread_getspecific(errorKey) { return UnsafePointer(message.assumingMemoryBound(to: CChar.self)) }
    return UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The version string, made once and never freed.
nonisolated(unsafe) private let versionString: UnsafeMutablePointer<CChar> = strdup(ScrollCoreVersion.string)

@_cdecl("sc_version")
public func sc_version() -> UnsafePointer<CChar> { UnsafePointer(versionString) }

/// Runs `body`, turning a failure into SC_ERROR and its message.
private func status(_ body: () throws(CFailure) -> Void) -> Int32 {
    do throws(CFailure) {
        try body()
        return ok
    } catch {
        setLastError(error.message)
        return failed
    }
}

/// The list behind a handle, or a failure naming the function for a NULL one.
private func list(_ handle: OpaquePointer?, _ function: String = #function) throws(CFailure) -> CList {
    guard let handle else { throw CFailure("\(function.prefix { $0 != "(" }): the list is NULL") }
    return Unmanaged<CList>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}

// MARK: Checking arguments

private func finite(_ value: Double, _ name: String) throws(CFailure) -> Double {
    guard value.isFinite, abs(value) <= maxMagnitude else {
        throw CFailure("\(name) must be a finite number of magnitude at most \(maxMagnitude), not \(value)")
    }
    return value
}

private func height(_ value: Double, _ name: String) throws(CFailure) -> Double {
    guard value.isFinite, value >= 0, value <= maxHeight else {
        throw CFailure("\(name) must be a height from 0 to \(maxHeight) points, not \(value)")
    }
    return value
}

private func checkedHeights(_ pointer: UnsafePointer<Double>?, _ count: Int, _ name: String) throws(CFailure) -> [Double] {
    guard count >= 0, count <= maxRows else { throw CFailure("\(name): \(count) rows is more than \(maxRows)") }
    guard count > 0 else { return [] }
    guard let pointer else { throw CFailure("\(name) is NULL but \(count) rows were given") }
    let values = Array(UnsafeBufferPointer(start: pointer, count: count))
    for (index, value) in values.enumerated() { _ = try height(value, "\(name)[\(index)]") }
    return values
}

private func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CFailure) -> String {
    guard let pointer else { throw CFailure("\(name) is NULL") }
    return String(cString: pointer)
}

private func checkedSection(_ index: Int, in list: CList, allowingEnd: Bool = false) throws(CFailure) -> Int {
    let count = list.data.sections.count
    guard index >= 0, index < count || (allowingEnd && index == count) else {
        throw CFailure("section \(index) out of range: the list has \(count) sections")
    }
    return index
}

// MARK: Making a list

@_cdecl("sc_list_create")
public func sc_list_create(_ rowHeights: UnsafePointer<Double>?, _ count: Int) -> OpaquePointer? {
    var counts = count
    return sc_list_create_sections(&counts, 1, rowHeights, nil, nil, "plain")
}

@_cdecl("sc_list_create_sections")
public func sc_list_create_sections(_ rowCounts: UnsafePointer<Int>?, _ sectionCount: Int,
                                    _ rowHeights: UnsafePointer<Double>?, _ headerHeights: UnsafePointer<Double>?,
                                    _ footerHeights: UnsafePointer<Double>?, _ style: UnsafePointer<CChar>?) -> OpaquePointer? {
    var made: CList?
    _ = status { () throws(CFailure) in
        let style: ListStyle = switch try string(style, "style") {
        case "plain": .plain
        case "grouped": .grouped
        case let other: throw CFailure("unknown style \"\(other)\": use plain or grouped")
        }
        guard sectionCount >= 0, sectionCount <= maxRows else { throw CFailure("\(sectionCount) sections is too many") }
        guard sectionCount == 0 || rowCounts != nil else { throw CFailure("row_counts is NULL") }
        let counts = sectionCount == 0 ? [] : Array(UnsafeBufferPointer(start: rowCounts, count: sectionCount))
        var total = 0
        for (index, count) in counts.enumerated() {
            guard count >= 0, count <= maxRows - total else {
                throw CFailure("row_counts[\(index)]: more than \(maxRows) rows in all")
            }
            total += count
        }
        let rows = try checkedHeights(rowHeights, total, "row_heights")
        let headers = try checkedHeights(headerHeights, headerHeights == nil ? 0 : sectionCount, "header_heights")
        let footers = try checkedHeights(footerHeights, footerHeights == nil ? 0 : sectionCount, "footer_heights")
        var start = 0
        let sections = counts.enumerated().map { index, count in
            defer { start += count }
            return ArrayDataSource.Section(rows: rows[start..<start + count].map(RowHeight.exact),
                                           headerHeight: headers.isEmpty ? 0 : headers[index],
                                           footerHeight: footers.isEmpty ? 0 : footers[index])
        }
        made = CList(data: ArrayDataSource(sections: sections), style: style)
    }
    return made.map { OpaquePointer(Unmanaged.passRetained($0).toOpaque()) }
}

@_cdecl("sc_list_destroy")
public func sc_list_destroy(_ handle: OpaquePointer?) {
    guard let handle else { return }
    Unmanaged<CList>.fromOpaque(UnsafeRawPointer(handle)).release()
}

// MARK: Size and behaviour

@_cdecl("sc_list_set_viewport")
public func sc_list_set_viewport(_ handle: OpaquePointer?, _ viewport: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        list.list.setViewportHeight(try height(viewport, "height"), at: try finite(t, "t"))
    }
}

@_cdecl("sc_list_set_insets")
public func sc_list_set_insets(_ handle: OpaquePointer?, _ top: Double, _ bottom: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        list.list.setInsets(.init(top: try height(top, "top"), bottom: try height(bottom, "bottom")))
    }
}

@_cdecl("sc_list_set_physics")
public func sc_list_set_physics(_ handle: OpaquePointer?, _ preset: UnsafePointer<CChar>?) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let name = try string(preset, "preset")
        guard let physics = ScrollPhysics.named(name) else {
            throw CFailure("unknown physics \"\(name)\": use \(ScrollPhysics.presets.map(\.name).joined(separator: ", "))")
        }
        list.list.physics = physics
    }
}

@_cdecl("sc_list_set_snap")
public func sc_list_set_snap(_ handle: OpaquePointer?, _ policy: UnsafePointer<CChar>?) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        list.list.snapPolicy = switch try string(policy, "policy") {
        case "off": .none
        case "cells": .completeCells
        case "sections": .sectionStart
        case let other: throw CFailure("unknown snap policy \"\(other)\": use off, cells or sections")
        }
    }
}

@_cdecl("sc_list_set_snap_timing")
public func sc_list_set_snap_timing(_ handle: OpaquePointer?, _ timing: UnsafePointer<CChar>?) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let name = try string(timing, "timing")
        guard let timing = SnapTiming(rawValue: name) else {
            throw CFailure("unknown snap timing \"\(name)\": use projected or rest")
        }
        list.list.snapTiming = timing
    }
}

// MARK: Input

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
            throw CFailure("unknown position \"\(name)\": use top, middle, bottom or none")
        }
        let (indexPath, time) = (try list.indexPath(ofRow: row), try finite(t, "t"))
        do throws(ListError) {
            try list.list.scrollToRow(indexPath, position: position, animated: animated != 0, at: time)
        } catch {
            throw CFailure("\(error)")
        }
    }
}

// MARK: Frames

@_cdecl("sc_list_advance")
public func sc_list_advance(_ handle: OpaquePointer?, _ t: Double) -> Int32 {
    status { () throws(CFailure) in try list(handle).advance(to: try finite(t, "t")) }
}

/// `read` of the list, or NaN (and the error) for a NULL one.
private func value(_ handle: OpaquePointer?, _ function: String = #function, _ read: (CList) -> Double) -> Double {
    do throws(CFailure) {
        return read(try list(handle, function))
    } catch {
        setLastError(error.message)
        return .nan
    }
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
        idle = list.list.phase == .idle && list.list.updateAnimation == nil ? 1 : 0
    }
    return idle
}

/// `read` of the list, or SC_ERROR_SIZE (and the error) for a NULL one.
private func size(_ handle: OpaquePointer?, _ function: String = #function, _ read: (CList) throws(CFailure) -> Int) -> Int {
    do throws(CFailure) {
        return try read(try list(handle, function))
    } catch {
        setLastError(error.message)
        return -1   // SIZE_MAX as a size_t
    }
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

// MARK: Sections and batch updates

@_cdecl("sc_list_section_count")
public func sc_list_section_count(_ handle: OpaquePointer?) -> Int { size(handle) { $0.data.sections.count } }

@_cdecl("sc_list_row_count")
public func sc_list_row_count(_ handle: OpaquePointer?) -> Int { size(handle) { $0.rowCount } }

@_cdecl("sc_list_row_index")
public func sc_list_row_index(_ handle: OpaquePointer?, _ section: Int, _ row: Int,
                              _ index: UnsafeMutablePointer<Int>?) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        guard let index else { throw CFailure("index is NULL") }
        let s = try checkedSection(section, in: list)
        let count = list.data.sections[s].rows.count
        guard row >= 0, row < count else { throw CFailure("row \(row) out of range: section \(s) has \(count) rows") }
        index.pointee = list.rowIndex(of: ListIndexPath(row: row, section: s))
    }
}

@_cdecl("sc_list_insert_rows")
public func sc_list_insert_rows(_ handle: OpaquePointer?, _ section: Int, _ row: Int, _ heights: UnsafePointer<Double>?,
                                _ count: Int, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let s = try checkedSection(section, in: list)
        let time = try finite(t, "t")
        let rows = list.data.sections[s].rows.count
        guard row >= 0, row <= rows else { throw CFailure("row \(row) out of range for insertion: section \(s) has \(rows) rows") }
        let values = try checkedHeights(heights, count, "heights")
        guard values.count <= maxRows - list.rowCount else { throw CFailure("more than \(maxRows) rows in all") }
        try list.update(at: time) { data in
            data.sections[s].rows.insert(contentsOf: values.map(RowHeight.exact), at: row)
        } list: { list throws(ListError) in
            try list.insertRows((row..<row + values.count).map { ListIndexPath(row: $0, section: s) }, at: time)
        }
    }
}

@_cdecl("sc_list_delete_rows")
public func sc_list_delete_rows(_ handle: OpaquePointer?, _ section: Int, _ row: Int, _ count: Int, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let s = try checkedSection(section, in: list)
        let time = try finite(t, "t")
        let rows = list.data.sections[s].rows.count
        guard row >= 0, count >= 0, row <= rows, count <= rows - row else {
            throw CFailure("rows \(row) ..< \(row) + \(count) out of range: section \(s) has \(rows) rows")
        }
        try list.update(at: time) { data in
            data.sections[s].rows.removeSubrange(row..<row + count)
        } list: { list throws(ListError) in
            try list.deleteRows((row..<row + count).map { ListIndexPath(row: $0, section: s) }, at: time)
        }
    }
}

@_cdecl("sc_list_insert_section")
public func sc_list_insert_section(_ handle: OpaquePointer?, _ section: Int, _ rowHeights: UnsafePointer<Double>?,
                                   _ count: Int, _ header: Double, _ footer: Double, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let s = try checkedSection(section, in: list, allowingEnd: true)
        let time = try finite(t, "t")
        let values = try checkedHeights(rowHeights, count, "row_heights")
        guard values.count <= maxRows - list.rowCount else { throw CFailure("more than \(maxRows) rows in all") }
        let added = ArrayDataSource.Section(rows: values.map(RowHeight.exact),
                                            headerHeight: try height(header, "header_height"),
                                            footerHeight: try height(footer, "footer_height"))
        try list.update(at: time) { data in data.sections.insert(added, at: s) } list: { list throws(ListError) in
            try list.insertSections([s], at: time)
        }
    }
}

@_cdecl("sc_list_delete_section")
public func sc_list_delete_section(_ handle: OpaquePointer?, _ section: Int, _ t: Double) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let s = try checkedSection(section, in: list)
        let time = try finite(t, "t")
        try list.update(at: time) { data in data.sections.remove(at: s) } list: { list throws(ListError) in
            try list.deleteSections([s], at: time)
        }
    }
}
