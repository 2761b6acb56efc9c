import ScrollCore

// Making and destroying a list, and its size and behaviour.

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
        case let other: throw CFailure("unknown style \(quoted(other)): use plain or grouped")
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
            throw CFailure("unknown physics \(quoted(name)): use \(ScrollPhysics.presets.map(\.name).joined(separator: ", "))")
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
        case let other: throw CFailure("unknown snap policy \(quoted(other)): use off, cells or sections")
        }
    }
}

@_cdecl("sc_list_set_snap_timing")
public func sc_list_set_snap_timing(_ handle: OpaquePointer?, _ timing: UnsafePointer<CChar>?) -> Int32 {
    status { () throws(CFailure) in
        let list = try list(handle)
        let name = try string(timing, "timing")
        guard let timing = SnapTiming(rawValue: name) else {
            throw CFailure("unknown snap timing \(quoted(name)): use projected or rest")
        }
        list.list.snapTiming = timing
    }
}
