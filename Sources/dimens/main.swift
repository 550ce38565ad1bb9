import DimensCLI
