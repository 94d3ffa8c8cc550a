// Command realistic writes testdata/pages/realistic.html: a deterministic
// e-commerce listing page shaped like real framework output (wrapper divs,
// utility classes, inline SVG icons, srcset images, JSON-LD, inline CSS and
// analytics script), about 2,000 elements. Benchmarks use it as the
// "realistic page". Run: go run ./testdata/gen/realistic > testdata/pages/realistic.html
package main

import (
	"fmt"
	"os"
	"strings"
)

const star = `<svg class="h-4 w-4 flex-shrink-0 text-yellow-400" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401z" clip-rule="evenodd"/></svg>`
const cartIcon = `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" class="h-5 w-5" aria-hidden="true"><path stroke-linecap="round" stroke-linejoin="round" d="M2.25 3h1.386c.51 0 .955.343 1.087.835l.383 1.437M7.5 14.25a3 3 0 00-3 3h15.75m-12.75-3h11.218c1.121-2.3 2.1-4.684 2.924-7.138a60.114 60.114 0 00-16.536-1.84M7.5 14.25L5.106 5.272M6 20.25a.75.75 0 11-1.5 0 .75.75 0 011.5 0zm12.75 0a.75.75 0 11-1.5 0 .75.75 0 011.5 0z"/></svg>`
const heart = `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" class="h-6 w-6"><path stroke-linecap="round" stroke-linejoin="round" d="M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12z"/></svg>`

var adjectives = []string{"Classic", "Organic", "Ultra", "Everyday", "Premium", "Compact", "Vintage", "Smart", "Eco", "Deluxe", "Travel", "Studio"}
var nouns = []string{"Backpack", "Water Bottle", "Desk Lamp", "Headphones", "Notebook", "Sneakers", "Jacket", "Coffee Mug", "Keyboard", "Sunglasses", "Blender", "Chair"}

func main() {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("<!doctype html>\n<html lang=\"en\" class=\"h-full bg-white\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Shop all products – Northwind Outfitters</title>\n")
	w("<meta name=\"description\" content=\"Browse our full catalogue of everyday goods, free shipping over $50.\">\n<link rel=\"canonical\" href=\"https://shop.example/collections/all\">\n")
	for i := 0; i < 8; i++ {
		w("<link rel=\"preload\" as=\"font\" type=\"font/woff2\" crossorigin href=\"/fonts/inter-var-%d.woff2\">\n", i)
	}
	// Critical CSS as a Tailwind build inlines it: layout, screen-reader-only
	// text, menus hidden until hover, sized images.
	w("<style>\n*,:after,:before{box-sizing:border-box;border:0 solid #e5e7eb}img,svg{display:block;max-width:100%%;height:auto}.h-4{height:1rem}.w-4{width:1rem}.h-5{height:1.25rem}.w-5{width:1.25rem}.h-6{height:1.5rem}.w-6{width:1.5rem}.h-8{height:2rem}.h-11{height:2.75rem}.w-11{width:2.75rem}\n")
	w(".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0}.hidden{display:none}.flex{display:flex}.grid{display:grid}.gap-x-6{column-gap:1.5rem}.gap-y-10{row-gap:2.5rem}.items-center{align-items:center}.justify-between{justify-content:space-between}.relative{position:relative}.absolute{position:absolute}.inset-0{inset:0}\n")
	w("@media (min-width:1024px){.lg\\:flex{display:flex}.lg\\:block{display:block}.lg\\:grid-cols-4{grid-template-columns:repeat(4,minmax(0,1fr))}.lg\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.lg\\:col-span-3{grid-column:span 3/span 3}}\n")
	w(".group .absolute.mt-5{display:none}.group:hover .absolute.mt-5{display:flex}.sm\\:h-96{height:24rem}.object-cover{object-fit:cover}.h-full{height:100%%}.w-full{width:100%%}.text-gray-400{color:#9ca3af}.text-gray-500{color:#6b7280}.text-gray-900{color:#111827}\n")
	for i := 0; i < 220; i++ {
		w(".u-%d{margin:%dpx %dpx;padding:%dpx;color:#%06x;transition:all .2s cubic-bezier(.4,0,.2,1)}\n", i, i%16, i%8, i%12, (i*7919)%0xffffff)
	}
	w("</style>\n<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"@type\":\"ItemList\",\"itemListElement\":[")
	for i := 0; i < 48; i++ {
		if i > 0 {
			w(",")
		}
		w("{\"@type\":\"ListItem\",\"position\":%d,\"url\":\"https://shop.example/products/p-%d\",\"name\":\"%s %s\"}", i+1, i, adjectives[i%12], nouns[(i*5)%12])
	}
	w("]}</script>\n</head>\n<body class=\"h-full antialiased font-sans text-gray-900\">\n<div id=\"__next\" data-reactroot=\"\">\n")
	// Header with mega menu.
	w("<header class=\"relative z-20 bg-white shadow-sm\"><div class=\"mx-auto max-w-7xl px-4 sm:px-6 lg:px-8\"><div class=\"flex h-16 items-center justify-between\">\n")
	w("<a href=\"/\" class=\"flex items-center gap-x-2\"><img class=\"h-8 w-auto\" src=\"/logo.svg\"></a>\n<nav aria-label=\"Main\" class=\"hidden lg:flex lg:gap-x-8\">\n")
	for c := 0; c < 6; c++ {
		w("<div class=\"group relative\" data-menu=\"%d\"><button type=\"button\" class=\"inline-flex items-center gap-x-1 text-sm font-semibold leading-6\" aria-expanded=\"false\">Department %d</button>\n<div class=\"absolute left-1/2 z-10 mt-5 flex w-screen max-w-max -translate-x-1/2 px-4\"><div class=\"w-screen max-w-md flex-auto overflow-hidden rounded-3xl bg-white text-sm leading-6 shadow-lg ring-1 ring-gray-900/5\"><ul class=\"p-4\">\n", c, c+1)
		for l := 0; l < 10; l++ {
			w("<li class=\"group relative flex gap-x-6 rounded-lg p-4 hover:bg-gray-50\"><div class=\"mt-1 flex h-11 w-11 flex-none items-center justify-center rounded-lg bg-gray-50\"><span class=\"u-%d\"></span></div><div><a href=\"/collections/d%d/c%d\" class=\"font-semibold text-gray-900\">Category %d-%d<span class=\"absolute inset-0\"></span></a><p class=\"mt-1 text-gray-600\">Hand-picked %s for every season</p></div></li>\n", l, c, l, c+1, l+1, strings.ToLower(nouns[(c+l)%12]))
		}
		w("</ul></div></div></div>\n")
	}
	w("</nav>\n<form role=\"search\" action=\"/search\" class=\"relative\"><label for=\"site-search\" class=\"sr-only\">Search products</label><input id=\"site-search\" name=\"q\" type=\"search\" placeholder=\"Search\" class=\"block w-full rounded-md border-0 py-1.5 pl-10 pr-3\"></form>\n")
	w("<div class=\"flex items-center gap-x-4\"><a href=\"/account\" class=\"text-sm font-medium\">Sign in</a><a href=\"/cart\" class=\"group -m-2 flex items-center p-2\" aria-label=\"Cart, 0 items\">%s<span class=\"ml-2 text-sm font-medium\">0</span></a></div>\n</div></div></header>\n", cartIcon)
	// Filters.
	w("<main id=\"main\" class=\"mx-auto max-w-7xl px-4 sm:px-6 lg:px-8\"><div class=\"flex items-baseline justify-between border-b border-gray-200 pb-6 pt-24\"><h1 class=\"text-4xl font-bold tracking-tight\">All products</h1>\n")
	w("<div class=\"flex items-center\"><label for=\"sort\" class=\"sr-only\">Sort</label><select id=\"sort\" name=\"sort\" class=\"rounded-md border-gray-300\"><option>Most popular</option><option>Best rating</option><option>Newest</option><option>Price: low to high</option><option>Price: high to low</option></select></div></div>\n")
	w("<section aria-labelledby=\"products-heading\" class=\"pb-24 pt-6\"><h2 id=\"products-heading\" class=\"sr-only\">Products</h2><div class=\"grid grid-cols-1 gap-x-8 gap-y-10 lg:grid-cols-4\">\n<form class=\"hidden lg:block\" aria-label=\"Filters\">\n")
	for g, group := range []string{"Color", "Category", "Size", "Brand"} {
		w("<div class=\"border-b border-gray-200 py-6\"><h3 class=\"-my-3 flow-root\"><button type=\"button\" class=\"flex w-full items-center justify-between bg-white py-3 text-sm\" aria-controls=\"filter-section-%d\" aria-expanded=\"true\"><span class=\"font-medium text-gray-900\">%s</span></button></h3><div class=\"pt-6\" id=\"filter-section-%d\"><div class=\"space-y-4\">\n", g, group, g)
		for o := 0; o < 8; o++ {
			w("<div class=\"flex items-center\"><input id=\"filter-%d-%d\" name=\"%s[]\" value=\"v%d\" type=\"checkbox\" class=\"h-4 w-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-500\"><label for=\"filter-%d-%d\" class=\"ml-3 text-sm text-gray-600\">%s option %d</label></div>\n", g, o, strings.ToLower(group), o, g, o, group, o+1)
		}
		w("</div></div></div>\n")
	}
	w("</form>\n<div class=\"lg:col-span-3\"><div class=\"grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:gap-x-8\">\n")
	for i := 0; i < 48; i++ {
		name := fmt.Sprintf("%s %s", adjectives[i%12], nouns[(i*5)%12])
		w("<div class=\"group relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white\" data-product-id=\"%d\" data-analytics='{\"list\":\"all\",\"pos\":%d}'>\n", 1000+i, i)
		w("<div class=\"aspect-h-4 aspect-w-3 bg-gray-200 sm:aspect-none group-hover:opacity-75 sm:h-96\"><picture><source type=\"image/webp\" srcset=\"/img/p%d-320.webp 320w, /img/p%d-640.webp 640w, /img/p%d-960.webp 960w\"><img src=\"/img/p%d-640.jpg\" alt=\"%s, front view\" loading=\"lazy\" class=\"h-full w-full object-cover object-center sm:h-full sm:w-full\" width=\"640\" height=\"853\"></picture></div>\n", i, i, i, i, name)
		w("<div class=\"flex flex-1 flex-col space-y-2 p-4\"><h3 class=\"text-sm font-medium text-gray-900\"><a href=\"/products/p-%d\"><span aria-hidden=\"true\" class=\"absolute inset-0\"></span>%s</a></h3>\n", i, name)
		w("<p class=\"text-sm text-gray-500\">Made from recycled materials, built to last. Available in %d colours.</p>\n<div class=\"flex items-center\"><div class=\"flex items-center\">%s%s%s%s%s</div><p class=\"sr-only\">%d out of 5 stars</p><a href=\"/products/p-%d#reviews\" class=\"ml-3 text-sm font-medium text-indigo-600 hover:text-indigo-500\">%d reviews</a></div>\n", 2+i%5, star, star, star, star, star, 3+i%3, i, 10+i*7)
		w("<div class=\"flex flex-1 flex-col justify-end\"><p class=\"text-sm italic text-gray-400\">%d colors</p><p class=\"text-base font-medium text-gray-900\">$%d.00</p></div>\n", 2+i%5, 19+i*3)
		w("<div class=\"mt-4 flex gap-x-2\"><button type=\"button\" class=\"relative flex flex-1 items-center justify-center rounded-md border border-transparent bg-gray-900 px-8 py-2 text-sm font-medium text-white hover:bg-gray-800\" data-add=\"%d\">%s<span class=\"ml-2\">Add to bag</span><span class=\"sr-only\">, %s</span></button><button type=\"button\" class=\"rounded-md p-2 text-gray-400 hover:text-gray-500\" aria-label=\"Save %s to wishlist\">%s</button></div>\n</div></div>\n", 1000+i, cartIcon, name, name, heart)
	}
	w("</div>\n<nav class=\"flex items-center justify-between border-t border-gray-200 px-4 sm:px-0 mt-12\" aria-label=\"Pagination\">")
	for p := 1; p <= 10; p++ {
		w("<a href=\"?page=%d\" class=\"inline-flex items-center border-t-2 border-transparent px-4 pt-4 text-sm font-medium text-gray-500\">%d</a>", p, p)
	}
	w("</nav></div></div></section></main>\n")
	// Footer.
	w("<footer class=\"bg-gray-50\" aria-labelledby=\"footer-heading\"><h2 id=\"footer-heading\" class=\"sr-only\">Footer</h2><div class=\"mx-auto max-w-7xl px-6 pb-8 pt-16\"><div class=\"xl:grid xl:grid-cols-3 xl:gap-8\"><div class=\"grid grid-cols-2 gap-8 xl:col-span-2\">\n")
	for c := 0; c < 4; c++ {
		w("<div><h3 class=\"text-sm font-semibold leading-6 text-gray-900\">Section %d</h3><ul role=\"list\" class=\"mt-6 space-y-4\">", c+1)
		for l := 0; l < 12; l++ {
			w("<li><a href=\"/pages/info-%d-%d\" class=\"text-sm leading-6 text-gray-600 hover:text-gray-900\">Information page %d</a></li>", c, l, l+1)
		}
		w("</ul></div>\n")
	}
	w("</div><form class=\"mt-6 sm:flex sm:max-w-md\"><label for=\"email-address\" class=\"sr-only\">Email address</label><input type=\"email\" name=\"email-address\" id=\"email-address\" autocomplete=\"email\" required class=\"w-full min-w-0 appearance-none rounded-md\" placeholder=\"Enter your email\"><div class=\"mt-4 sm:ml-4 sm:mt-0 sm:flex-shrink-0\"><button type=\"submit\" class=\"flex w-full items-center justify-center rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white\">Subscribe</button></div></form></div>\n")
	w("<p class=\"mt-8 text-xs leading-5 text-gray-500\">&copy; 2026 Northwind Outfitters, Inc. All rights reserved.</p></div></footer>\n</div>\n")
	// Hydration state, as Next.js ships it on every page.
	w("<script id=\"__NEXT_DATA__\" type=\"application/json\">{\"props\":{\"pageProps\":{\"collection\":{\"handle\":\"all\",\"products\":[")
	for i := 0; i < 48; i++ {
		if i > 0 {
			w(",")
		}
		name := fmt.Sprintf("%s %s", adjectives[i%12], nouns[(i*5)%12])
		w("{\"id\":\"gid://shop/Product/%d\",\"handle\":\"p-%d\",\"title\":\"%s\",\"description\":\"Made from recycled materials, built to last. Available in %d colours.\",\"vendor\":\"Northwind\",\"tags\":[\"new\",\"eco\",\"bestseller\"],\"priceRange\":{\"min\":{\"amount\":\"%d.00\",\"currencyCode\":\"USD\"}},\"images\":[", 1000+i, i, name, 2+i%5, 19+i*3)
		for im := 0; im < 4; im++ {
			if im > 0 {
				w(",")
			}
			w("{\"url\":\"https://cdn.shop.example/files/p%d-%d.jpg?v=1700000%03d\",\"altText\":\"%s view %d\",\"width\":1600,\"height\":2133}", i, im, i, name, im+1)
		}
		w("],\"variants\":[")
		for v := 0; v < 3; v++ {
			if v > 0 {
				w(",")
			}
			w("{\"id\":\"gid://shop/ProductVariant/%d%d\",\"sku\":\"NW-%d-%d\",\"available\":true,\"price\":\"%d.00\",\"options\":{\"size\":\"%s\"}}", 1000+i, v, i, v, 19+i*3, []string{"S", "M", "L"}[v])
		}
		w("]}")
	}
	w("]}}},\"page\":\"/collections/[handle]\",\"query\":{\"handle\":\"all\"},\"buildId\":\"b8f3c2a\"}</script>\n")
	w("<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());")
	for i := 0; i < 40; i++ {
		w("gtag('event','impression',{item_id:'p-%d',index:%d,list:'all'});", i, i)
	}
	w("</script>\n</body>\n</html>\n")
	os.Stdout.WriteString(b.String())
}
