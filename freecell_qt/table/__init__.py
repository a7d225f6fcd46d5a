"""The card table: the scene, its piles and cards, and the painter that draws them."""
