#!/usr/bin/python3
"""An AT-SPI client, as a screen reader or Accerciser is one, for the accessibility tests: it finds
the application "listdemo" on the accessibility bus (DISPLAY and DBUS_SESSION_BUS_ADDRESS set) and
prints what it asked as one line of JSON. Debian's python3-pyatspi; /usr/bin/python3 only.

  atspi-client.py tree                  the application's tree
  atspi-client.py row N                 the list's row N (counted over every section), through its table
  atspi-client.py rowaction N           that row does its first action
  atspi-client.py rowscroll N           that row is scrolled into view (Component.scrollTo)
  atspi-client.py action PATH           the object at PATH does its first action
  atspi-client.py settext PATH TEXT     the object at PATH's text becomes TEXT (EditableText)
  atspi-client.py inserttext PATH POS TEXT
  atspi-client.py watch EVENT [NAME]    prints "ready", then the first EVENT (e.g. focus:) from listdemo
                                        (from an object named NAME, when given)

PATH is child indexes from the application, joined by "/" ("0/2/5": the frame's third child's sixth).
Every wait is bounded; a failure is one line on stderr and exit status 1."""
import json
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 20


def fail(message):
    sys.stderr.write(f"atspi-client: {message}\n")
    sys.exit(1)


def application():
    """listdemo's application object, once it has its frame (bounded by TIMEOUT)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == "listdemo" and app.childCount > 0:
                return app
        time.sleep(0.1)
    fail("no application named listdemo on the accessibility bus")


def describe(node, depth=0):
    """An object and its subtree (up to 6 levels) as a dictionary."""
    item = {
        "role": node.getRoleName(),
        "name": node.name,
        "description": node.description,
        "states": sorted(pyatspi.stateToString(s) for s in node.getState().getStates()),
    }
    interfaces = node.get_interfaces()
    if "Table" in interfaces:
        table = node.queryTable()
        item["rows"] = table.nRows
        item["columns"] = table.nColumns
    if "Text" in interfaces:
        text = node.queryText()
        item["text"] = text.getText(0, -1)
        item["caret"] = text.caretOffset
        item["selections"] = [list(text.getSelection(i)) for i in range(text.getNSelections())]
    if "Component" in interfaces:
        item["extents"] = list(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS))
    if "Action" in interfaces:
        action = node.queryAction()
        item["actions"] = [action.getName(i) for i in range(action.nActions)]
    attributes = dict(a.split(":", 1) for a in node.getAttributes() if ":" in a)
    if "level" in attributes:
        item["level"] = int(attributes["level"])
    if depth < 6:
        item["children"] = [describe(child, depth + 1) for child in node if child is not None]
    return item


def at(path):
    node = application()
    for index in (int(part) for part in path.split("/") if part):
        if index >= node.childCount:
            fail(f"{node.getRoleName()} {node.name!r} has no child {index}")
        node = node.getChildAtIndex(index)
    return node


def find_table(node):
    if node.getRole() == pyatspi.ROLE_TABLE:
        return node
    for child in node:
        found = find_table(child) if child is not None else None
        if found is not None:
            return found
    return None


def watch(event_type, name=None):
    """Prints "ready" once listening, then the first `event_type` event from listdemo (from an object
    named `name`, when given), within TIMEOUT."""
    found = []
    loop = GLib.MainLoop()

    def listener(event):
        source = event.source
        try:
            app = source.getApplication()
        except Exception:
            return
        if app is None or app.name != "listdemo" or (name is not None and source.name != name):
            return
        found.append({"type": event.type, "role": source.getRoleName(), "name": source.name,
                      "detail1": event.detail1})
        loop.quit()

    pyatspi.Registry.registerEventListener(listener, event_type)
    application()
    print("ready", flush=True)
    GLib.timeout_add_seconds(TIMEOUT, loop.quit)
    loop.run()
    if not found:
        fail(f"no {event_type} event within {TIMEOUT} s")
    return found[0]


def main(arguments):
    if not arguments:
        fail("usage: atspi-client.py tree | row N | rowaction N | rowscroll N | action PATH | "
             "settext PATH TEXT | inserttext PATH POS TEXT | watch EVENT [NAME]")
    command = arguments[0]
    if command == "tree":
        return describe(application())
    if command in ("row", "rowaction", "rowscroll") and len(arguments) == 2:
        table = find_table(application())
        if table is None:
            fail("no table in listdemo")
        cell = table.queryTable().getAccessibleAt(int(arguments[1]), 0)
        if cell is None:
            fail(f"no row {arguments[1]}")
        if command == "rowaction":
            return {"done": bool(cell.queryAction().doAction(0))}
        if command == "rowscroll":
            return {"done": bool(cell.queryComponent().scrollTo(pyatspi.SCROLL_ANYWHERE))}
        return describe(cell)
    if command == "action" and len(arguments) == 2:
        return {"done": bool(at(arguments[1]).queryAction().doAction(0))}
    if command == "settext" and len(arguments) == 3:
        return {"done": bool(at(arguments[1]).queryEditableText().setTextContents(arguments[2]))}
    if command == "inserttext" and len(arguments) == 4:
        text = arguments[3]
        return {"done": bool(at(arguments[1]).queryEditableText().insertText(int(arguments[2]), text, len(text.encode())))}
    if command == "watch" and len(arguments) in (2, 3):
        return watch(*arguments[1:])
    fail(f"unknown command {' '.join(arguments)}")


print(json.dumps(main(sys.argv[1:])), flush=True)
