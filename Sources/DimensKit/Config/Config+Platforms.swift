/// Which devices of a catalog a config computes.
extension Config {
    /// The catalog's devices on the config's platforms, each platform's narrowed to the families
    /// `catalog.include` names of it, or all of its families when it names none (so
    /// `"include": ["phone", "pad"]` picks Apple's families and leaves Android's whole).
    package func includedDevices(of catalog: DeviceCatalog) -> DeviceCatalog {
        let include = self.catalog.include
        return DeviceCatalog(
            devices: catalog.on(platforms).devices.filter { device in
                let named = include.filter { $0.platform == device.platform }
                return named.isEmpty || named.contains(device.family)
            })
    }
}
