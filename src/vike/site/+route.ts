// One page for every address; which content it shows comes from the route manifest. https://vike.dev/route-string
export default '/*';
