#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface (org.freedesktop.portal.Settings at
/org/freedesktop/portal/desktop, named org.freedesktop.portal.Desktop) on the session bus in
DBUS_SESSION_BUS_ADDRESS, for listdemo's appearance tests.

    settings-portal.py [--version 1|2] [NAMESPACE KEY TYPE VALUE]...

answers ReadOne (version 2 only, as portals since 1.17) and Read (a variant in a variant, as every
portal) from the settings given (TYPE u, b or s), prints "ready" once it owns its name, and on the
test's call of its org.listdemo.TestPortal.Change(namespace, key, value) method sets the setting
and emits SettingChanged, as the real portal does when the desktop's setting changes."""
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

SETTINGS = "org.freedesktop.portal.Settings"
NOT_FOUND = "org.freedesktop.portal.Error.NotFound"


def typed(kind, text):
    if kind == "u":
        return dbus.UInt32(int(text))
    if kind == "b":
        return dbus.Boolean(text == "true")
    if kind == "s":
        return dbus.String(text)
    raise SystemExit("unknown type " + kind)


class PortalV1(dbus.service.Object):
    def __init__(self, bus, settings):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.settings = settings

    def lookup(self, namespace, key):
        if (namespace, key) not in self.settings:
            raise dbus.exceptions.DBusException("no such setting", name=NOT_FOUND)
        return self.settings[(namespace, key)]

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        value = self.lookup(namespace, key)
        # Read's answer is the value in a variant inside the reply's variant.
        return type(value)(value, variant_level=2)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("org.listdemo.TestPortal", in_signature="ssv", out_signature="")
    def Change(self, namespace, key, value):
        self.settings[(namespace, key)] = value
        self.SettingChanged(namespace, key, value)


class PortalV2(PortalV1):
    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        return self.lookup(namespace, key)


def main():
    arguments = sys.argv[1:]
    version = 2
    if arguments[:1] == ["--version"]:
        version = int(arguments[1])
        arguments = arguments[2:]
    settings = {}
    while arguments:
        namespace, key, kind, text = arguments[:4]
        settings[(namespace, key)] = typed(kind, text)
        arguments = arguments[4:]
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    portal = (PortalV2 if version >= 2 else PortalV1)(bus, settings)
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus, do_not_queue=True)
    print("ready", flush=True)
    GLib.MainLoop().run()
    del portal, name


main()
