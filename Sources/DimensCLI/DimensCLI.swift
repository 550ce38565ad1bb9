public enum DimensCLI {}
