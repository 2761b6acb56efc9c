import ScrollCore

// Sections, the numbering of rows across them, and batch updates (the heights the caller gave
// change with the list's rows).

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
