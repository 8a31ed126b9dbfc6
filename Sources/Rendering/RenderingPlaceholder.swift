package enum RenderingPlaceholder {}
